/** The staff panel's menu and audit log (/shop/staff/menu, /shop/staff/audit). */
import { Type, type Static } from 'typebox';
import { STAFF_FIELD_MAX } from '../rules/field-limits';
import { ALLERGEN_CODES, DIETS } from '../rules/allergens';
import { ITEM_TYPES } from '../rules/menu-catalogue';
import { MENU_PRICE_ZLOTY } from '../rules/prices';
import { LimitQuery } from './common';

export const AllergenSource = Type.Object({ allergen: Type.String(), from: Type.Array(Type.String()) });

export const StaffMenuItem = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(ITEM_TYPES),
  name: Type.String(),
  category: Type.String(),
  price: Type.Number({ description: 'zł' }),
  desc: Type.String(),
  isVisible: Type.Boolean(),
  soldOutToday: Type.Boolean(),
  /** A product's or ingredient's lists as staff set them; a set's derived from its contents (D99). */
  allergens: Type.Array(Type.String()),
  mayContain: Type.Array(Type.String()),
  diet: Type.Enum(DIETS),
  /** Sets only: which content each derived allergen comes from, for the read-only list in the form. */
  allergenSources: Type.Optional(Type.Array(AllergenSource)),
  mayContainSources: Type.Optional(Type.Array(AllergenSource)),
});
export type StaffMenuItem = Static<typeof StaffMenuItem>;
export type StaffMenuItemType = StaffMenuItem['type'];

export const StaffMenuList = Type.Object({ data: Type.Array(StaffMenuItem) });
export type StaffMenuList = Static<typeof StaffMenuList>;

export const StaffMenuParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });

const AllergenList = Type.Array(Type.Enum(ALLERGEN_CODES), { uniqueItems: true, maxItems: ALLERGEN_CODES.length });

/** PATCH /staff/menu/:id: at least one field. */
export const StaffMenuPatch = Type.Object(
  {
    isVisible: Type.Optional(Type.Boolean()),
    soldOutToday: Type.Optional(Type.Boolean()),
    price: Type.Optional(Type.Number({ minimum: MENU_PRICE_ZLOTY.min, maximum: MENU_PRICE_ZLOTY.max })),
    desc: Type.Optional(Type.String({ maxLength: STAFF_FIELD_MAX.menuDesc })),
    /** Products and ingredients only: a set's lists are derived (400 SET_FACTS_DERIVED). */
    allergens: Type.Optional(AllergenList),
    mayContain: Type.Optional(AllergenList),
    diet: Type.Optional(Type.Enum(DIETS)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type StaffMenuPatch = Static<typeof StaffMenuPatch>;

export const AuditQuery = Type.Object({ limit: LimitQuery }, { additionalProperties: false });
export type AuditQuery = Static<typeof AuditQuery>;

/** One change staff made: who, when, what, and the value before and after. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO time' }),
  by: Type.String({ description: 'staff e-mail' }),
  /** 'notice', 'menu-item', 'order-status' ... (server/src/repositories/audit-repository.ts AUDIT_ACTIONS). */
  action: Type.String(),
  /** Menu item id, order id, or '' for a single setting. */
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Object({ data: Type.Array(AuditEntry) });
export type AuditList = Static<typeof AuditList>;
