import type { RemoteName } from '@site/shared/contract';
import {
  NavCode,
  routePaths,
  type ExposedModule,
  type RemoteModuleRef,
  type RouteName,
} from '@site/shared/routes';

export type Layout = 'dashboard' | 'mine' | 'default';

/** Where a route's page comes from: a remote's exposed module, or one of the host's own. */
export type PageSource =
  | (RemoteModuleRef & { kind: 'remote'; props?: Record<string, unknown> })
  | { kind: 'home' }
  | { kind: 'redirect' };

export interface RouteDef {
  name: RouteName;
  path: string;
  nav?: NavCode;
  layout: Layout;
  requiresLogin: boolean;
  /** SPEC §2 guard 2: needs both a bound phone and a bound real name. */
  requiresBoundPhone: boolean;
  fullWidth: boolean;
  noFooter: boolean;
  /** A game page: on a wide screen the chat sits in a column beside the game, not floating over it. */
  chatBeside: boolean;
  hiddenFromMenu: boolean;
  /** Kept mounted (hidden) in the tab cache after the player leaves it. */
  keepAlive: boolean;
  page: PageSource;
}

type Options = Partial<Omit<RouteDef, 'name' | 'path' | 'page'>> & { path?: string };

/** A remote's page: `module` must be one the remote exposes (shared/routes/exposes.json). */
const remote = <R extends RemoteName>(
  r: R,
  module: ExposedModule<R>,
  props?: Record<string, unknown>,
): PageSource =>
  // The call is checked by the signature; TS cannot see a generic R pick one member of the union.
  ({ kind: 'remote', remote: r, module, ...(props ? { props } : {}) }) as PageSource;

function def(name: RouteName, page: PageSource, options: Options = {}): RouteDef {
  return {
    name,
    path: options.path ?? routePaths[name],
    layout: 'dashboard',
    requiresLogin: false,
    requiresBoundPhone: false,
    fullWidth: false,
    noFooter: false,
    chatBeside: false,
    hiddenFromMenu: false,
    keepAlive: true,
    ...options,
    page,
  };
}

const mine = <R extends RemoteName>(name: RouteName, r: R, module: ExposedModule<R>, options: Options = {}) =>
  def(name, remote(r, module), { layout: 'mine', requiresLogin: true, ...options });

const activity = (name: RouteName, kind: string) =>
  def(name, remote('mf_activities', './ActivityPage', { kind }), { nav: NavCode.DISCOUNT });

const venueList = (name: RouteName, nav: NavCode, typeCode: string) =>
  def(name, remote('mf_casino_venues', './VenueListPage', { typeCode }), { nav });

/**
 * The complete route table of SPEC §2. Order matters only where react-router's ranking
 * would not already pick the more specific path (it does for all of these).
 */
export const routeTable: readonly RouteDef[] = [
  def('home', { kind: 'home' }, { nav: NavCode.HOME }),
  def('dzGame', remote('mf_casino_venues', './SlotHostPage', { vendor: 'dz' }), {
    nav: NavCode.DZ,
    chatBeside: true,
  }),
  def('pgGame', remote('mf_casino_venues', './SlotHostPage', { vendor: 'pg' }), {
    nav: NavCode.DZ,
    chatBeside: true,
  }),
  def('loading', remote('mf_casino_venues', './LoadingPage'), { keepAlive: false }),
  venueList('sport', NavCode.TY, 'TY'),
  venueList('realbet', NavCode.ZR, 'ZR'),
  venueList('chess', NavCode.QP, 'QP'),
  venueList('gaming', NavCode.DJ, 'DJ'),
  venueList('lottery', NavCode.CP, 'CP'),
  def('gameegame', remote('mf_casino_venues', './EgamePage', { kind: 'egame' }), { nav: NavCode.DZ }),
  def('gamefishing', remote('mf_casino_venues', './EgamePage', { kind: 'fishing' }), { nav: NavCode.BY }),
  def('venture', remote('mf_activities', './AgentPage'), { nav: NavCode.VENTURE }),
  def('sponsor', remote('mf_activities', './SponsorPage'), { nav: NavCode.SPONSOR }),
  def('appdownload', remote('mf_activities', './DownloadPage'), { nav: NavCode.APP }),
  // The embedded game page is the one page the tab cache never keeps: a hidden game would
  // go on playing sound and holding a venue session.
  def('game', remote('mf_casino_venues', './GamePage'), {
    requiresLogin: true,
    keepAlive: false,
    chatBeside: true,
  }),
  def('localSport', remote('mf_sportsbook', './LocalSportPage'), {
    nav: NavCode.TY,
    requiresLogin: true,
    fullWidth: true,
    noFooter: true,
  }),
  def(
    'redirect',
    { kind: 'redirect' },
    { layout: 'default', requiresLogin: true, hiddenFromMenu: true, keepAlive: false },
  ),

  def('discount', remote('mf_activities', './DiscountPage'), { nav: NavCode.DISCOUNT }),
  activity('activityRacePage', 'racePage'),
  activity('activityLandPage', 'activityLandPage'),
  activity('firstDeposit', 'firstDeposit'),
  activity('againDeposit', 'againDeposit'),
  activity('newTask', 'newTask'),
  activity('drawGift', 'drawGift'),
  activity('signGift', 'signGift'),
  def('friendInvitation', remote('mf_activities', './FriendInvitationPage'), { nav: NavCode.DISCOUNT }),
  activity('bettingGift', 'bettingGift'),

  mine('userinfo', 'mf_member', './UserInfoPage', { nav: NavCode.PROFILE }),
  mine('auth', 'mf_member', './AuthPage', { nav: NavCode.PROFILE }),
  mine('virtualCoinCard', 'mf_member', './VirtualCoinCardPage', {
    nav: NavCode.WITHDRAW,
    requiresBoundPhone: true,
  }),
  mine('alipayManage', 'mf_member', './AlipayManagePage', {
    nav: NavCode.WITHDRAW,
    requiresBoundPhone: true,
  }),
  mine('accountManage', 'mf_member', './AccountManagePage', {
    nav: NavCode.WITHDRAW,
    requiresBoundPhone: true,
  }),
  mine('addBankCard', 'mf_member', './AddBankCardPage', { nav: NavCode.WITHDRAW, requiresBoundPhone: true }),
  mine('introTutorial', 'mf_member', './IntroTutorialPage'),
  mine('exchange', 'mf_member', './ExchangePage', { nav: NavCode.WELFARE }),
  mine('vip', 'mf_member', './VipPage', { nav: NavCode.VIP }),
  mine('vipDetail', 'mf_member', './VipDetailPage', { nav: NavCode.VIP }),
  mine('welfare', 'mf_member', './WelfarePage', { nav: NavCode.WELFARE }),
  mine('wallet', 'mf_funds', './WalletPage', { nav: NavCode.TRANSFER }),
  mine('transRecord', 'mf_funds', './TransRecordPage', { nav: NavCode.TRADE_RECORD }),
  mine('betRecord', 'mf_member', './BetRecordPage', { nav: NavCode.BET_RECORD }),
  mine('giftRecord', 'mf_member', './GiftRecordPage', { nav: NavCode.WELFARE }),
  // Player protection (issue 29): one step from the home page footer and the deposit page.
  mine('responsible', 'mf_member', './ResponsibleGamingPage', { nav: NavCode.PROFILE }),
  mine('message', 'mf_member', './MessagePage', { nav: NavCode.MESSAGE }),
  // feedback (form) and feedbackList share /mine/feedback (SPEC §2): one page, two views.
  mine('feedback', 'mf_member', './FeedbackPage', { nav: NavCode.MESSAGE }),
  mine('saveMoney', 'mf_funds', './SaveMoneyPage', { nav: NavCode.DEPOSIT }),
  mine('rechargeWait', 'mf_funds', './DepositWaitPage', { nav: NavCode.DEPOSIT, keepAlive: false }),
  mine('transferWait', 'mf_funds', './TransferWaitPage', { nav: NavCode.DEPOSIT, keepAlive: false }),
  mine('virtualWait', 'mf_funds', './VirtualCoinWaitPage', { nav: NavCode.DEPOSIT, keepAlive: false }),
  mine('transferMoney', 'mf_funds', './TransferMoneyPage', { nav: NavCode.TRANSFER }),
  mine('takeMoney', 'mf_funds', './TakeMoneyPage', { nav: NavCode.WITHDRAW }),
  mine('huiwangWait', 'mf_funds', './HuioneWaitPage', { nav: NavCode.DEPOSIT, keepAlive: false }),
  mine('xnbskWait', 'mf_funds', './XnbskWaitPage', { nav: NavCode.DEPOSIT, keepAlive: false }),

  def('help', remote('mf_activities', './HelpPage'), { nav: NavCode.CS }),
  def('seoText', remote('mf_activities', './SeoTextPage')),
];

/** Route names that exist only as aliases of another route's path (SPEC §2). */
export const routeAliases: Readonly<Partial<Record<RouteName, RouteName>>> = { feedbackList: 'feedback' };

export function routeByName(name: RouteName): RouteDef {
  const found = routeTable.find((r) => r.name === (routeAliases[name] ?? name));
  if (!found) throw new Error(`no route named ${name}`);
  return found;
}
