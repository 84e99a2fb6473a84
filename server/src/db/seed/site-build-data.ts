/**
 * The seed as the API would serve it on its first day, in the shape the site's build reads
 * (src/features/seo/build-data.ts). gatsby-node.ts hands it to the build as the fallback when no
 * shop API answers, so the site itself never imports the server's seed.
 */
import { renderLists } from '../../lib/menu-catalog';
import type { MenuItemRow } from '../../repositories/menu-repository';
import { describeOpeningHours } from '../../../../domain/rules/opening-hours';
import { offeredFulfilments } from '../../../../domain/rules/fulfilment';
import { seedContent } from './content-data';
import { seedMenu } from './menu-data';

export function seedSiteBuildData() {
  // renderLists reads the item fields the seed has; the database's own columns do not matter here.
  const rows = seedMenu.map((item, position) => ({
    ...item,
    position,
    soldOutOn: null,
    mayContain: item.mayContain ?? [],
    diet: item.diet ?? 'none',
    contents: item.contents ?? [],
  })) as unknown as MenuItemRow[];
  // No seeded item is sold out on any date, so the date renderLists compares with is moot.
  const lists = renderLists(rows, new Date().toISOString().slice(0, 10));
  return {
    source: 'seed' as const,
    menu: { sets: lists.sushiSet, products: lists.product, ingredients: lists.ingredient },
    restaurantMenu: { sets: lists['menu/sushiSet'], products: lists['menu/product'], ingredients: lists['menu/ingredient'] },
    openingHours: seedContent.openingHours.map((day) => (day ? { open: day.open, close: day.close } : null)),
    carousel: seedContent.carousel.map((slide, i) => ({ id: i + 1, ...slide })),
    welcome: { ...seedContent.welcomeText },
    notice: { ...seedContent.notice },
    restaurant: { ...seedContent.restaurant, hours: describeOpeningHours(seedContent.openingHours) },
    fulfilments: offeredFulfilments(seedContent.fulfilment),
  };
}
