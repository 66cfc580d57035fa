import { NavCode, routePaths } from '@site/shared/routes';

export interface NavItem {
  code: NavCode;
  to: string;
  /** Route names whose pages light this item up. */
  match: readonly string[];
}

/** Main navigation groups by code (SPEC §2), in header order. */
export const mainNav: readonly NavItem[] = [
  { code: NavCode.HOME, to: routePaths.home, match: ['/home'] },
  { code: NavCode.TY, to: routePaths.sport, match: ['/game/sport'] },
  { code: NavCode.ZR, to: routePaths.realbet, match: ['/game/realbet'] },
  { code: NavCode.DZ, to: routePaths.gameegame, match: ['/game/egame', '/dz/game', '/pg/game'] },
  { code: NavCode.QP, to: routePaths.chess, match: ['/game/chess'] },
  { code: NavCode.BY, to: routePaths.gamefishing, match: ['/game/fishing'] },
  { code: NavCode.DJ, to: routePaths.gaming, match: ['/game/gaming'] },
  { code: NavCode.CP, to: routePaths.lottery, match: ['/game/lottery'] },
  { code: NavCode.DISCOUNT, to: routePaths.discount, match: ['/activity'] },
  { code: NavCode.VENTURE, to: routePaths.venture, match: ['/agent'] },
  { code: NavCode.SPONSOR, to: routePaths.sponsor, match: ['/sponsor'] },
  { code: NavCode.APP, to: routePaths.appdownload, match: ['/download'] },
];

/** The personal-area menu (SPEC §2 nav codes), used by the member dropdown and the /mine sidebar. */
export const memberNav: readonly NavItem[] = [
  { code: NavCode.DEPOSIT, to: routePaths.saveMoney, match: ['/mine/savemoney'] },
  { code: NavCode.TRANSFER, to: routePaths.transferMoney, match: ['/mine/transfermoney', '/mine/wallet'] },
  { code: NavCode.WITHDRAW, to: routePaths.takeMoney, match: ['/mine/takemoney'] },
  { code: NavCode.PROFILE, to: routePaths.userinfo, match: ['/mine/userinfo', '/mine/auth'] },
  { code: NavCode.VIP, to: routePaths.vip, match: ['/mine/vip'] },
  {
    code: NavCode.WELFARE,
    to: routePaths.welfare,
    match: ['/mine/welfare', '/mine/exchange', '/mine/giftRecord'],
  },
  { code: NavCode.BET_RECORD, to: routePaths.betRecord, match: ['/mine/betRecord'] },
  { code: NavCode.TRADE_RECORD, to: routePaths.transRecord, match: ['/mine/transRecord'] },
  { code: NavCode.MESSAGE, to: routePaths.message, match: ['/mine/message', '/mine/feedback'] },
];

export function isActive(item: NavItem, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
