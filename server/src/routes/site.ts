import type { FastifyInstance } from 'fastify';
import { ErrorCode, site } from '@site/shared/contract';
import type { Db } from '../db/db';
import { formatChinaTime } from '../db/db';
import { ApiError } from '../http/api-error';
import { discountAds } from '../promotions/repository';
import { route } from '../http/route';

/** The configuration calls of SPEC §7 that every page makes before anything else. */
export function siteRoutes(app: FastifyInstance, db: Db): void {
  route(app, site.navigationList, async ({ position }) => {
    const rows = await db.query<{ id: number; position: 'banner'; title: string; image_url: string; link_type: 'route'; link: string; sort: number }>(
      `SELECT id, position, title, image_url, link_type, link, sort FROM ads
        WHERE enabled AND ($1::text IS NULL OR position = $1) ORDER BY sort, id`,
      [position ?? null],
    );
    return rows.map((r) => ({ id: r.id, position: r.position, title: r.title, imageUrl: r.image_url, linkType: r.link_type, link: r.link, sort: r.sort }));
  });

  route(app, site.sponsorContent, async () => {
    const rows = await db.query<{ id: number; name: string; title: string; description: string; image_url: string; period: string }>(
      'SELECT id, name, title, description, image_url, period FROM sponsors ORDER BY sort, id',
    );
    return rows.map(({ image_url, ...r }) => ({ ...r, imageUrl: image_url }));
  });

  // The customer-service chat is simulated: a local page, no outside provider.
  route(app, site.onlineCustomService, async () => ({ url: '/cs/chat' }));

  route(app, site.preInfo, async (_input, request) => {
    const brand = request.brand;
    if (!brand) throw new ApiError(ErrorCode.ACCESS_DENIED);
    return {
      ip: request.ip,
      siteBaseConfig: {
        title: brand.title,
        h5DomainUrl: brand.h5DomainUrl,
        depositSwitch: brand.features.depositSwitch,
        embeddedGameSwitch: brand.features.embeddedGameSwitch,
        safeSwitch: brand.features.safeSwitch,
        defaultEdition: brand.defaultEdition,
        locale: brand.locale,
      },
    };
  });

  route(app, site.queryCountryArea, async ({ area }) => {
    const like = area ? `%${area}%` : null;
    return db.query<{ areaName: string; areaCode: string; regex: string }>(
      `SELECT area_name AS "areaName", area_code AS "areaCode", regex FROM country_areas
        WHERE $1::text IS NULL OR area_name LIKE $1 OR area_code LIKE $1 ORDER BY sort`,
      [like],
    );
  });

  route(app, site.queryNoticeListByPage, async ({ pageNum, pageSize, type }) => {
    const filter = [type ?? null];
    const [count] = await db.query<{ total: string | number }>(
      'SELECT count(*) AS total FROM notices WHERE $1::text IS NULL OR type = $1',
      filter,
    );
    const rows = await db.query<{ id: number; type: 'notice'; title: string; content: string; publish_time: Date; top: boolean }>(
      `SELECT id, type, title, content, publish_time, top FROM notices WHERE $1::text IS NULL OR type = $1
        ORDER BY top DESC, publish_time DESC, id LIMIT $2 OFFSET $3`,
      [...filter, pageSize, (pageNum - 1) * pageSize],
    );
    return {
      list: rows.map(({ publish_time, ...r }) => ({ ...r, publishTime: formatChinaTime(publish_time) })),
      total: Number(count?.total ?? 0),
      pageNum,
      pageSize,
    };
  });

  // The promotions themselves (promotions/repository.ts), so an ad never points at a withdrawn promotion.
  route(app, site.getMyDiscountAd, async ({ category }) => discountAds(db, category));
}
