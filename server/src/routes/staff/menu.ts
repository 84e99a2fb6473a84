/**
 * The menu as staff run it: every item (hidden ones too) and changes to visibility, 'sold out
 * today', price and description. After a change this instance's rendered lists are dropped,
 * so the next customer request gets the change and a new ETag; other instances notice the
 * item's newer updatedAt within their recheck interval.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { StaffMenuItem, StaffMenuList, StaffMenuParams, StaffMenuPatch as PatchBody } from '../../../../domain/contract/staff';
import { isSoldOut } from '../../lib/menu-catalog';
import { groszeToZloty, zlotyToGrosze } from '../../../../domain/rules/money';
import { warsawDate } from '../../../../domain/rules/shop-date';
import { HttpError } from '../../plugins/app/errors';
import { itemTypeOf } from '../../../../domain/rules/menu-catalogue';
import type { MenuItemPatch } from '../../repositories/menu-repository';
import { assertTwoDecimals, staffErrors as errors, staffWriteLimit } from './common';

const TYPE_ORDER = { set: 0, product: 1, ingredient: 2 } as const;

interface ItemFields {
  id: number;
  name: string;
  category: string;
  priceGrosze: number;
  desc: string;
  isVisible: boolean;
  soldOutOn: string | null;
}

function toStaffMenuItem(item: ItemFields, today: string) {
  return {
    id: item.id,
    type: itemTypeOf(item.id)!,
    name: item.name,
    category: item.category,
    price: groszeToZloty(item.priceGrosze),
    desc: item.desc,
    isVisible: item.isVisible,
    soldOutToday: isSoldOut(item, today),
  };
}

export async function staffMenuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/staff/menu', { schema: { response: { 200: StaffMenuList, ...errors } } }, async () => {
    const today = warsawDate(app.now());
    // listItems is ordered by position; a stable sort by type keeps that order within a type.
    const items = (await app.repos.menu.listItems()).map((i) => toStaffMenuItem(i, today));
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
      const { isVisible, soldOutToday, price, desc } = request.body;
      if (price !== undefined) assertTwoDecimals(price, 'body/price');
      const at = app.now();
      const today = warsawDate(at);
      const patch: MenuItemPatch = {
        ...(isVisible !== undefined ? { isVisible } : {}),
        ...(soldOutToday !== undefined ? { soldOutOn: soldOutToday ? today : null } : {}),
        ...(price !== undefined ? { priceGrosze: zlotyToGrosze(price) } : {}),
        ...(desc !== undefined ? { desc: desc.trim() } : {}),
      };
      const show = (item: ItemFields) => toStaffMenuItem(item, today);
      const updated = itemTypeOf(id) ? await app.repos.menu.updateItem(id, patch, { by: request.identity!.email, at, show }) : undefined;
      if (!updated) throw new HttpError(404, `Menu item ${id} not found`, 'ITEM_NOT_FOUND');
      app.menuCatalog.invalidate();
      return show(updated);
    },
  );
}
