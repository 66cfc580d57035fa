import { z } from 'zod';
import { dbInt } from './db-range';
import { endpoint } from './endpoint';
import { siteCalls } from './calls';

const SITE = '/site/api/v1';

export const emptyRequest = z.object({}).strict().optional().default({});

/** Advertising slot of the navigation list: home banners, nav badges and pop-ups. */
export const adItemSchema = z.object({
  id: z.number().int(),
  position: z.enum(['banner', 'nav', 'popup', 'float']),
  title: z.string(),
  imageUrl: z.string(),
  /** `route`: a path inside the site; `url`: an outside address; `none`: not clickable. */
  linkType: z.enum(['route', 'url', 'none']),
  link: z.string(),
  sort: z.number().int(),
});
export type AdItem = z.infer<typeof adItemSchema>;

export const navigationList = endpoint(
  siteCalls.navigationList,
  z.object({ position: adItemSchema.shape.position.optional() }).strict().optional().default({}),
  z.array(adItemSchema),
);

export const sponsorItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  period: z.string(),
});
export type SponsorItem = z.infer<typeof sponsorItemSchema>;

export const sponsorContent = endpoint(siteCalls.sponsorContent, emptyRequest, z.array(sponsorItemSchema));

export const onlineCustomService = endpoint(
  siteCalls.onlineCustomService,
  emptyRequest,
  z.object({ url: z.string() }),
);

/** Site switches: the host reads them from the brand manifest, the server from the same file. */
export const siteBaseConfigSchema = z.object({
  title: z.string(),
  h5DomainUrl: z.string(),
  /** SPEC §2 guard 3: 0 hides the deposit feature. */
  depositSwitch: z.union([z.literal(0), z.literal(1)]),
  /** SPEC §4 venue launch: 1 opens full-link games in the embedded page. */
  embeddedGameSwitch: z.union([z.literal(0), z.literal(1)]),
  safeSwitch: z.union([z.literal(0), z.literal(1)]),
  defaultEdition: z.enum(['classic', 'professional']),
  locale: z.enum(['zh-CN', 'zh-TW']),
});
export type SiteBaseConfig = z.infer<typeof siteBaseConfigSchema>;

export const preInfo = endpoint(
  siteCalls.preInfo,
  z
    .object({ domain: z.string().max(200).optional() })
    .strict()
    .optional()
    .default({}),
  z.object({ ip: z.string(), siteBaseConfig: siteBaseConfigSchema }),
);

export const countryAreaSchema = z.object({
  areaName: z.string(),
  areaCode: z.string(),
  /** Source of a RegExp for the phone number of this area. */
  regex: z.string(),
});
export type CountryArea = z.infer<typeof countryAreaSchema>;

export const queryCountryArea = endpoint(
  siteCalls.queryCountryArea,
  z
    .object({ area: z.string().max(50).optional() })
    .strict()
    .optional()
    .default({}),
  z.array(countryAreaSchema),
);

export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['notice', 'bulletin', 'match', 'activity']),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
  top: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const pageRequest = z.object({
  pageNum: dbInt(1).default(1),
  pageSize: dbInt(1).max(100).default(10),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const queryNoticeListByPage = endpoint(
  siteCalls.queryNoticeListByPage,
  pageRequest.extend({ type: noticeSchema.shape.type.optional() }).strict(),
  pageOf(noticeSchema),
);

export const discountAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  /** Which /activity/* page opens it, e.g. firstDeposit, racePage. */
  activityType: z.string(),
  activityId: z.number().int(),
  category: z.enum(['all', 'new', 'daily', 'vip', 'sport', 'casino']),
  startTime: z.string(),
  endTime: z.string(),
});
export type DiscountAd = z.infer<typeof discountAdSchema>;

export const getMyDiscountAd = endpoint(
  `${SITE}/advertising/getMyDiscountAd`,
  z.object({ category: discountAdSchema.shape.category.optional() }).strict().optional().default({}),
  z.array(discountAdSchema),
);

export { SESSION_CACHED_PATHS } from './calls';
