/**
 * Paths of the site by route name (SPEC §2), for links and navigation from any remote.
 * The host owns the route table itself (meta, guards, which remote renders what); this
 * map only lets a remote say "go to userinfo" without hard-coding a string.
 */
export const routePaths = {
  home: '/home',
  sport: '/game/sport',
  realbet: '/game/realbet',
  chess: '/game/chess',
  gaming: '/game/gaming',
  lottery: '/game/lottery',
  gameegame: '/game/egame',
  gamefishing: '/game/fishing',
  dzGame: '/dz/game',
  pgGame: '/pg/game',
  loading: '/loading',
  venture: '/agent',
  sponsor: '/sponsor',
  appdownload: '/download',
  game: '/game/:info',
  localSport: '/game/sport/:enName',
  redirect: '/redirect/:path',
  discount: '/activity/discount',
  activityRacePage: '/activity/racePage/:id',
  activityLandPage: '/activity/activityLandPage/:id',
  firstDeposit: '/activity/firstDeposit/:id',
  againDeposit: '/activity/againDeposit/:id',
  newTask: '/activity/newTask/:id',
  drawGift: '/activity/drawGift/:id',
  signGift: '/activity/signGift/:id',
  friendInvitation: '/activity/friendInvitation',
  bettingGift: '/activity/bettingGift/:id',
  userinfo: '/mine/userinfo',
  auth: '/mine/auth',
  virtualCoinCard: '/mine/virtualCoinCard',
  alipayManage: '/mine/alipayManage',
  accountManage: '/mine/accountManage/:id',
  addBankCard: '/mine/addBankCard',
  introTutorial: '/mine/introTutorial',
  exchange: '/mine/exchange',
  vip: '/mine/vip',
  vipDetail: '/mine/vip/detail',
  welfare: '/mine/welfare',
  wallet: '/mine/wallet',
  transRecord: '/mine/transRecord',
  betRecord: '/mine/betRecord',
  giftRecord: '/mine/giftRecord',
  /** Player protection (issue 29): limits, reality checks, time-out, self-exclusion, statement. */
  responsible: '/mine/responsible',
  message: '/mine/message',
  feedback: '/mine/feedback',
  /** Shares its path with the feedback form (SPEC §2); the list is the `tab=list` view. */
  feedbackList: '/mine/feedback',
  saveMoney: '/mine/savemoney',
  rechargeWait: '/mine/savemoney/rechargeWait',
  transferWait: '/mine/savemoney/transferWait',
  virtualWait: '/mine/savemoney/virtualWait',
  transferMoney: '/mine/transfermoney',
  takeMoney: '/mine/takemoney',
  huiwangWait: '/mine/huione',
  xnbskWait: '/mine/xnbsk',
  help: '/app/help/:code',
  /** The SEO text page of SPEC §2 (a plain-text introduction of the site for search engines). */
  seoText: '/app/seo',
} as const;

export type RouteName = keyof typeof routePaths;

/** Help centre pages (SPEC §2, /app/help children). */
export const HELP_CODES = [
  'kh',
  'ck',
  'qk',
  'zz',
  'yhgz',
  'tjllq',
  'xnbcqkjc',
  'tytzjc',
  'tysstqth',
  'fjcjc',
  'rqgl',
  'dxqgl',
  'cpwt',
  'dzjj',
  'tywt',
  'zrwt',
  'qtwt',
  'bczr',
  'gywm',
  'gztk',
  'hzhb',
  'ysgz',
  'zxkf',
] as const;
export type HelpCode = (typeof HELP_CODES)[number];

/** Fill `:params` of a route path. @throws {Error} when a parameter is missing. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return routePaths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing param ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Venue-list type codes of SPEC §2, by route name. */
export const VENUE_TYPE_BY_ROUTE = {
  sport: 'TY',
  realbet: 'ZR',
  chess: 'QP',
  gaming: 'DJ',
  lottery: 'CP',
} as const;
export type VenueTypeCode = (typeof VENUE_TYPE_BY_ROUTE)[keyof typeof VENUE_TYPE_BY_ROUTE];

/** Navigation group codes of SPEC §2. */
export const NavCode = {
  HOME: 'HOME',
  TY: 'TY',
  DZ: 'DZ',
  ZR: 'ZR',
  CP: 'CP',
  QP: 'QP',
  DJ: 'DJ',
  BY: 'BY',
  CS: 'CS',
  VENTURE: 'VENTURE',
  SPONSOR: 'SPONSOR',
  DISCOUNT: 'DISCOUNT',
  APP: 'APP',
  DEPOSIT: 'DEPOSIT',
  TRANSFER: 'TRANSFER',
  WITHDRAW: 'WITHDRAW',
  PROFILE: 'PROFILE',
  VIP: 'VIP',
  WELFARE: 'WELFARE',
  BET_RECORD: 'BET_RECORD',
  TRADE_RECORD: 'TRADE_RECORD',
  MESSAGE: 'MESSAGE',
} as const;
export type NavCode = (typeof NavCode)[keyof typeof NavCode];

export { pageMetaAtom, pageTitlesAtom, usePageMeta } from './page-meta';
export type { PageMeta } from './page-meta';
export type { ExposedModule, RemoteModuleRef } from './exposes';
export { pagePrefetchOf } from './page-prefetch';
export type { PagePrefetch, PagePrefetchTarget } from './page-prefetch';
export {
  AUTH_FORM_READY_ATTR,
  FIRST_PAINT_AUTH_IDS,
  FIRST_PAINT_AUTH_STYLE_ID,
  HOME_SECTIONS,
  SERVER_SECTION_ATTR,
  isAuthFormRendered,
} from './home-sections';
export type { HomeSectionKey, PreAuthLink } from './home-sections';
