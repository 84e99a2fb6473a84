/** The staff panel's menu and audit log (/shop/staff/menu, /shop/staff/audit). */
import { Type, type Static } from 'typebox';
import { STAFF_FIELD_MAX } from '../rules/field-limits';
import { ITEM_TYPES } from '../rules/menu-catalogue';
import { MENU_PRICE_ZLOTY } from '../rules/prices';
import { LimitQuery } from './common';

export const StaffMenuItem = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(ITEM_TYPES),
  name: Type.String(),
  category: Type.String(),
  price: Type.Number({ description: 'zł' }),
  desc: Type.String(),
  isVisible: Type.Boolean(),
  soldOutToday: Type.Boolean(),
});
export type StaffMenuItem = Static<typeof StaffMenuItem>;
export type StaffMenuItemType = StaffMenuItem['type'];

export const StaffMenuList = Type.Object({ data: Type.Array(StaffMenuItem) });
export type StaffMenuList = Static<typeof StaffMenuList>;

export const StaffMenuParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });

/** PATCH /staff/menu/:id: at least one field. */
export const StaffMenuPatch = Type.Object(
  {
    isVisible: Type.Optional(Type.Boolean()),
    soldOutToday: Type.Optional(Type.Boolean()),
    price: Type.Optional(Type.Number({ minimum: MENU_PRICE_ZLOTY.min, maximum: MENU_PRICE_ZLOTY.max })),
    desc: Type.Optional(Type.String({ maxLength: STAFF_FIELD_MAX.menuDesc })),
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
