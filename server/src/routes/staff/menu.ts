/**
 * The menu as staff run it: every item (hidden ones too) and changes to visibility, 'sold out
 * today', price and description. After a change this instance's rendered lists are dropped,
 * so the next customer request gets the change and a new ETag; other instances notice the
 * item's newer updatedAt within their recheck interval.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { StaffMenuItem, StaffMenuList, StaffMenuParams, StaffMenuPatch as PatchBody } from '../../../../domain/contract/staff';
import { dietaryFactsOf, dietaryLookup, isSoldOut } from '../../lib/menu-catalog';
import { deriveSetFacts, sortAllergens, type DietaryItem } from '../../../../domain/rules/allergens';
import { groszeToZloty, zlotyToGrosze } from '../../../../domain/rules/money';
import { warsawDate } from '../../../../domain/rules/shop-date';
import { HttpError } from '../../plugins/app/errors';
import { itemTypeOf } from '../../../../domain/rules/menu-catalogue';
import type { MenuItemPatch, MenuItemRow } from '../../repositories/menu-repository';
import { assertTwoDecimals, staffErrors as errors, staffWriteLimit } from './common';

const TYPE_ORDER = { set: 0, product: 1, ingredient: 2 } as const;

type ItemFields = Omit<MenuItemRow, 'contents'> & { contents?: MenuItemRow['contents'] };

/** A set's lists are derived (D99), with the contents each allergen comes from; anything else's as staff set them. */
function dietaryFields(item: ItemFields, lookup: (id: number) => DietaryItem | undefined) {
  if (itemTypeOf(item.id) !== 'set') return dietaryFactsOf({ contents: [], ...item }, lookup);
  const { allergens, mayContain, diet, allergenSources, mayContainSources } = deriveSetFacts(item.id, lookup);
  return { allergens, mayContain, diet, allergenSources, mayContainSources };
}

function toStaffMenuItem(item: ItemFields, today: string, lookup: (id: number) => DietaryItem | undefined) {
  return {
    id: item.id,
    type: itemTypeOf(item.id)!,
    name: item.name,
    category: item.category,
    price: groszeToZloty(item.priceGrosze),
    desc: item.desc,
    isVisible: item.isVisible,
    soldOutToday: isSoldOut(item, today),
    ...dietaryFields(item, lookup),
  };
}

export async function staffMenuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** An item contains an allergen or may contain it, never both (D99); the lists left out stay as stored. */
  async function assertNoCodeInBothLists(id: number, allergens?: string[], mayContain?: string[]): Promise<void> {
    const [stored] = allergens && mayContain ? [undefined] : await app.repos.menu.findByIds([id]);
    const contained = allergens ?? stored?.allergens ?? [];
    const both = (mayContain ?? stored?.mayContain ?? []).filter((code) => contained.includes(code));
    if (both.length > 0) {
      throw new HttpError(400, `body/mayContain: ${both.join(', ')} is also in allergens; an item contains it or may contain it`, 'ALLERGEN_IN_BOTH_LISTS', 'body/mayContain');
    }
  }

  app.get('/staff/menu', { schema: { response: { 200: StaffMenuList, ...errors } } }, async () => {
    const today = warsawDate(app.now());
    // listItems is ordered by position; a stable sort by type keeps that order within a type.
    const rows = await app.repos.menu.listItems();
    const lookup = dietaryLookup(rows);
    const items = rows.map((i) => toStaffMenuItem(i, today, lookup));
    return { data: items.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]) };
  });

  app.patch(
    '/staff/menu/:id',
    {
      config: staffWriteLimit(app),
      schema: {
        params: StaffMenuParams,
        body: PatchBody,
        response: { 200: StaffMenuItem, ...errors },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { isVisible, soldOutToday, price, desc, allergens, mayContain, diet } = request.body;
      if (price !== undefined) assertTwoDecimals(price, 'body/price');
      if (itemTypeOf(id) === 'set') {
        const derived = allergens !== undefined ? 'allergens' : mayContain !== undefined ? 'mayContain' : diet !== undefined ? 'diet' : undefined;
        if (derived) {
          throw new HttpError(400, `body/${derived}: a set's allergens, traces and diet follow from its contents; change the products instead`, 'SET_FACTS_DERIVED', `body/${derived}`);
        }
      }
      if (allergens !== undefined || mayContain !== undefined) await assertNoCodeInBothLists(id, allergens, mayContain);
      const at = app.now();
      const today = warsawDate(at);
      const patch: MenuItemPatch = {
        ...(isVisible !== undefined ? { isVisible } : {}),
        ...(soldOutToday !== undefined ? { soldOutOn: soldOutToday ? today : null } : {}),
        ...(price !== undefined ? { priceGrosze: zlotyToGrosze(price) } : {}),
        ...(desc !== undefined ? { desc: desc.trim() } : {}),
        ...(allergens !== undefined ? { allergens: sortAllergens(allergens) } : {}),
        ...(mayContain !== undefined ? { mayContain: sortAllergens(mayContain) } : {}),
        ...(diet !== undefined ? { diet } : {}),
      };
      // The audit shows the item's own fields; a set's derived lists are not part of its change.
      const ownLookup = () => undefined;
      const show = (item: ItemFields) => toStaffMenuItem(item, today, ownLookup);
      const updated = itemTypeOf(id) ? await app.repos.menu.updateItem(id, patch, { by: request.identity!.email, at, show }) : undefined;
      if (!updated) throw new HttpError(404, `Menu item ${id} not found`, 'ITEM_NOT_FOUND');
      app.menuCatalog.invalidate();
      const rows = await app.repos.menu.listItems();
      return toStaffMenuItem(rows.find((r) => r.id === id) ?? { ...updated, contents: [] }, today, dietaryLookup(rows));
    },
  );
}
