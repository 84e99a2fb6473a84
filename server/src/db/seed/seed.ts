/**
 * Loads the demo restaurant into an empty database, once. A database that was seeded
 * before (even if the restaurant has since changed everything) is left alone. openDatabase runs it
 * (`seed: true`) inside the migrate-and-seed step, under the lock instances share on PostgreSQL.
 */
import type { Database } from '../database-types';
import { carouselSlides, menuItems, promotions, setContents, settings } from '../schema';
import { seedContent } from './content-data';
import { seedMenu } from './menu-data';
import { seedPromotions } from './promotion-data';

export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(settings)
      .values({ key: 'seededAt', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (inserted.length === 0) return false;

    await tx.insert(menuItems).values(
      seedMenu.map(({ contents: _contents, ...item }, position) => ({ ...item, position })),
    );
    const contents = seedMenu.flatMap((set) =>
      (set.contents ?? []).map((c) => ({ setId: set.id, itemId: c.itemId, quantity: c.quantity })),
    );
    if (contents.length > 0) await tx.insert(setContents).values(contents);

    const { restaurant, notice, welcomeText, delivery, fulfilment, deliveryZones, openingHours, carousel } = seedContent;
    await tx.insert(settings).values([
      { key: 'restaurant', value: restaurant },
      { key: 'notice', value: notice },
      { key: 'welcomeText', value: welcomeText },
      { key: 'delivery', value: delivery },
      { key: 'fulfilment', value: fulfilment },
      { key: 'deliveryZones', value: deliveryZones },
      { key: 'openingHours', value: openingHours },
    ]);
    await tx.insert(carouselSlides).values(carousel.map((slide, position) => ({ ...slide, position })));
    await tx.insert(promotions).values(seedPromotions);
    return true;
  });
}
