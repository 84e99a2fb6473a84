/** The six menu lists (GET /shop/<list>): what the menu pages and the basket read. */
import { Type, type Static } from 'typebox';

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
  allergens: Type.Array(Type.String()),
  /** Sold out for today (Warsaw date): shown, but not orderable. */
  soldOut: Type.Boolean(),
  /** Sets only. */
  contents: Type.Optional(Type.Array(SetContent)),
});
export type MenuItem = Static<typeof MenuItem>;

export const MenuList = Type.Array(MenuItem);
export type MenuList = Static<typeof MenuList>;
