import type { MessageKey } from '@site/shared/i18n';
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

export interface MemberNavItem extends NavItem {
  /** Catalogue key of the item's name. */
  label: MessageKey;
}

export interface MemberNavGroup {
  /** Catalogue key of the group's heading. */
  title: MessageKey;
  items: readonly MemberNavItem[];
}

/**
 * The personal-area menu in groups, used by the member dropdown and the /mine sidebar.
 * Every /mine page a player goes to on purpose has its item: the terms send disputes to
 * 意见反馈, so a page without one is a page the player cannot find.
 */
export const memberNavGroups: readonly MemberNavGroup[] = [
  {
    title: 'host.memberGroups.funds',
    items: [
      { code: NavCode.DEPOSIT, label: 'nav.DEPOSIT', to: routePaths.saveMoney, match: ['/mine/savemoney'] },
      {
        code: NavCode.TRANSFER,
        label: 'nav.TRANSFER',
        to: routePaths.transferMoney,
        match: ['/mine/transfermoney'],
      },
      { code: NavCode.WITHDRAW, label: 'nav.WITHDRAW', to: routePaths.takeMoney, match: ['/mine/takemoney'] },
      { code: NavCode.TRANSFER, label: 'routes.wallet', to: routePaths.wallet, match: ['/mine/wallet'] },
    ],
  },
  {
    title: 'host.memberGroups.records',
    items: [
      {
        code: NavCode.BET_RECORD,
        label: 'nav.BET_RECORD',
        to: routePaths.betRecord,
        match: ['/mine/betRecord'],
      },
      {
        code: NavCode.TRADE_RECORD,
        label: 'nav.TRADE_RECORD',
        to: routePaths.transRecord,
        match: ['/mine/transRecord'],
      },
      {
        code: NavCode.WELFARE,
        label: 'routes.giftRecord',
        to: routePaths.giftRecord,
        match: ['/mine/giftRecord'],
      },
    ],
  },
  {
    title: 'host.memberGroups.rewards',
    items: [
      { code: NavCode.VIP, label: 'nav.VIP', to: routePaths.vip, match: ['/mine/vip'] },
      { code: NavCode.WELFARE, label: 'nav.WELFARE', to: routePaths.welfare, match: ['/mine/welfare'] },
      { code: NavCode.WELFARE, label: 'routes.exchange', to: routePaths.exchange, match: ['/mine/exchange'] },
    ],
  },
  {
    title: 'host.memberGroups.account',
    items: [
      {
        code: NavCode.PROFILE,
        label: 'nav.PROFILE',
        to: routePaths.userinfo,
        match: ['/mine/userinfo', '/mine/auth'],
      },
      {
        code: NavCode.PROFILE,
        label: 'routes.responsible',
        to: routePaths.responsible,
        match: ['/mine/responsible'],
      },
      { code: NavCode.MESSAGE, label: 'nav.MESSAGE', to: routePaths.message, match: ['/mine/message'] },
      { code: NavCode.MESSAGE, label: 'routes.feedback', to: routePaths.feedback, match: ['/mine/feedback'] },
      {
        code: NavCode.PROFILE,
        label: 'routes.introTutorial',
        to: routePaths.introTutorial,
        match: ['/mine/introTutorial'],
      },
    ],
  },
];

/** The groups as the brand allows them: no deposit item when the deposit switch is off. */
export function visibleMemberNav(depositOn: boolean): readonly MemberNavGroup[] {
  return memberNavGroups.map((group) => ({
    ...group,
    items: group.items.filter((item) => depositOn || item.to !== routePaths.saveMoney),
  }));
}

export function isActive(item: NavItem, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
