/** The six menu lists (GET /shop/<list>): what the menu pages and the basket read. */
import { Type, type Static } from 'typebox';
import { DIETS } from '../rules/allergens';

export const SetContent = Type.Object({ id: Type.Integer(), name: Type.String(), quantity: Type.Integer() });
export type SetContent = Static<typeof SetContent>;

/** A set, product or ingredient. The first digit of `id` gives the type: 1, 2 or 3. */
export const MenuItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  price: Type.Number({ description: 'zł' }),
  /** Short facts shown as chips. */
  description: Type.Array(Type.String()),
  /** Long description. */
  desc: Type.String(),
  image: Type.String(),
  isVisible: Type.Boolean(),
  /** Codes of domain/rules/allergens.ts; for a set, derived from its contents (D99). */
  allergens: Type.Array(Type.String()),
  /** 'Może zawierać': traces from cross-contact, shown apart from the allergens; a set's derived. */
  mayContain: Type.Array(Type.String()),
  /** Staff's tag on a product; a set's derived (vegetarian only if all its contents are). */
  diet: Type.Enum(DIETS),
  /** Sold out for today (Warsaw date): shown, but not orderable. */
  soldOut: Type.Boolean(),
  /** Sets only. */
  contents: Type.Optional(Type.Array(SetContent)),
});
export type MenuItem = Static<typeof MenuItem>;

export const MenuList = Type.Array(MenuItem);
export type MenuList = Static<typeof MenuList>;
