import type { FastifyInstance } from 'fastify';
import { ErrorCode, site } from '@site/shared/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { findCountryAreas, listAds, listDiscountAds, listSponsors, noticePage } from '../site/site-repository';

/** The configuration calls of SPEC §7 that every page makes before anything else. */
export function siteRoutes(app: FastifyInstance, db: Db): void {
  route(app, site.navigationList, async ({ position }) => listAds(db, position ?? null));

  route(app, site.sponsorContent, async () => listSponsors(db));

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

  route(app, site.queryCountryArea, async ({ area }) => findCountryAreas(db, area || null));

  route(app, site.queryNoticeListByPage, async ({ pageNum, pageSize, type }) => ({
    ...(await noticePage(db, type ?? null, pageNum, pageSize)),
    pageNum,
    pageSize,
  }));

  // 'all' is a tab, not a category: it lists everything, like an absent category.
  route(app, site.getMyDiscountAd, async ({ category }) => listDiscountAds(db, category && category !== 'all' ? category : null));
}
