import type { Queryable } from '../db/db';
import type { Seeder } from '../db/seed';
import { seedContent } from './content-seed';
import { drawnPictureUrl } from '../drawn-pictures';
import { ADS, COUNTRY_AREAS, SPONSORS, noticeSeeds } from './seed-data';

/**
 * The site's content: banners, sponsors, phone areas and notices. The discount list is the
 * promotions themselves (promotions/repository.ts discountAds): the old discount_ads rows were
 * read by nothing and quoted figures of their own (最高加赠8888元), so they are no longer seeded.
 */
export const siteSeeder: Seeder = {
  name: 'site',
  async seed(q, now) {
    await seedAds(q);
    for (const [i, s] of SPONSORS.entries()) {
      await q.query(
        `INSERT INTO sponsors (id, name, title, description, image_url, period, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [s.id, s.name, s.title, s.description, drawnPictureUrl('sponsors', s.id), s.period, i],
      );
    }
    for (const [i, a] of COUNTRY_AREAS.entries()) {
      await q.query(
        `INSERT INTO country_areas (area_code, area_name, regex, sort) VALUES ($1, $2, $3, $4)
         ON CONFLICT (area_code) DO NOTHING`,
        [a.areaCode, a.areaName, a.regex, i],
      );
    }
    for (const n of noticeSeeds(now)) {
      await q.query(
        `INSERT INTO notices (id, type, title, content, publish_time, top) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING`,
        [n.id, n.type, n.title, n.content, n.publishTime, n.top],
      );
    }
    // Revision 1 of each banner, notice and help article, published (back-office content, issue 30).
    await seedContent(q);
  },
};

async function seedAds(q: Queryable): Promise<void> {
  for (const [i, ad] of ADS.entries()) {
    await q.query(
      `INSERT INTO ads (id, position, title, image_url, link_type, link, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO NOTHING`,
      [ad.id, ad.position, ad.title, drawnPictureUrl('banners', ad.id), ad.linkType, ad.link, i],
    );
  }
}
