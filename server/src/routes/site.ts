import type { FastifyInstance } from 'fastify';
import { ErrorCode, site } from '@site/shared/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { discountAds } from '../promotions/repository';
import { route } from '../http/route';
import { requestLocale } from '../messages/locale';
import { localizedAds, localizedNotices } from '../site/content-overlay';
import { findCountryAreas, listAds, listSponsors, noticePage } from '../site/site-repository';

/** The configuration calls of SPEC §7 that every page makes before anything else. */
export function siteRoutes(app: FastifyInstance, db: Db): void {
  // Banners and notices are the published revisions (issue 30 part 5): publishing writes these rows.
  route(app, site.navigationList, async ({ position }, request) =>
    localizedAds(db, await listAds(db, position ?? null), requestLocale(request)),
  );

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

  route(app, site.queryNoticeListByPage, async ({ pageNum, pageSize, type }, request) => ({
    ...(await localizedNotices(
      db,
      await noticePage(db, type ?? null, pageNum, pageSize),
      requestLocale(request),
    )),
    pageNum,
    pageSize,
  }));

  // The promotions themselves (promotions/repository.ts), so an ad never points at a withdrawn promotion.
  route(app, site.getMyDiscountAd, async ({ category }) => discountAds(db, category));
}
