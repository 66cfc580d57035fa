import { host } from '@site/shared/messages';
import { FIRST_DEPOSIT } from '../promotions/seed';

/**
 * The demo content of a fresh site: realistic zh-CN copy, every image one the server draws
 * itself (/assets/<kind>/<id>.webp, src/drawn-pictures.ts), so the site never calls an outside host.
 */
export interface AdSeed {
  id: number;
  position: 'banner' | 'nav' | 'popup' | 'float';
  title: string;
  linkType: 'route' | 'url' | 'none';
  link: string;
}

export const ADS: AdSeed[] = [
  {
    id: 1,
    position: 'banner',
    title: FIRST_DEPOSIT.title,
    linkType: 'route',
    link: `/activity/firstDeposit/${FIRST_DEPOSIT.id}`,
  },
  {
    id: 2,
    position: 'banner',
    title: '每日再存享15%红利',
    linkType: 'route',
    link: '/activity/againDeposit/102',
  },
  {
    id: 3,
    position: 'banner',
    title: '体育投注天天送',
    linkType: 'route',
    link: '/activity/bettingGift/103',
  },
  {
    id: 4,
    position: 'banner',
    title: '真人视讯流水排行榜',
    linkType: 'route',
    link: '/activity/racePage/104',
  },
  {
    id: 5,
    position: 'banner',
    title: '邀请好友 共享佣金',
    linkType: 'route',
    link: '/activity/friendInvitation',
  },
  { id: 6, position: 'nav', title: '热门', linkType: 'route', link: '/game/sport' },
  {
    id: 7,
    position: 'popup',
    title: '欧洲杯竞猜火热开启',
    linkType: 'route',
    link: '/activity/activityLandPage/105',
  },
  { id: 8, position: 'float', title: '添加到桌面 一键直达', linkType: 'route', link: '/download' },
];

/**
 * Sponsorships: invented teams only, never a real club's name (issue 28 item 9: the page claimed
 * Inter, Real Madrid and the Mavericks as partners). The names are the footer's
 * (host.footer.sponsors), so the footer and /sponsor name the same three.
 */
const sponsorName = host.footer.sponsors;
export const SPONSORS = [
  {
    id: 1,
    name: sponsorName.cup,
    title: `${sponsorName.cup}官方合作伙伴`,
    description: '联赛十六支球队、每周两轮对决，本站全程冠名赞助并开设专属竞猜。',
    period: '2024-2026',
  },
  {
    id: 2,
    name: sponsorName.basket,
    title: `${sponsorName.basket}官方赞助商`,
    description: '八城主客场常规赛与季后赛，篮球盛宴，激情不停。',
    period: '2025-2027',
  },
  {
    id: 3,
    name: sponsorName.esports,
    title: `${sponsorName.esports}主赞助商`,
    description: '与星辰战队并肩征战各大电竞联赛，见证每一次团战高光。',
    period: '2025-2026',
  },
];

/** Phone regexes are the national numbering plans of mobile numbers, without the country code. */
export const COUNTRY_AREAS = [
  { areaCode: '+86', areaName: '中国大陆', regex: '^1[3-9]\\d{9}$' },
  { areaCode: '+852', areaName: '中国香港', regex: '^[4-9]\\d{7}$' },
  { areaCode: '+853', areaName: '中国澳门', regex: '^6\\d{7}$' },
  { areaCode: '+886', areaName: '中国台湾', regex: '^0?9\\d{8}$' },
  { areaCode: '+60', areaName: '马来西亚', regex: '^0?1\\d{8,9}$' },
  { areaCode: '+63', areaName: '菲律宾', regex: '^0?9\\d{9}$' },
  { areaCode: '+65', areaName: '新加坡', regex: '^[89]\\d{7}$' },
  { areaCode: '+66', areaName: '泰国', regex: '^0?[689]\\d{8}$' },
  { areaCode: '+84', areaName: '越南', regex: '^0?[35789]\\d{8}$' },
];

type NoticeType = 'notice' | 'bulletin' | 'match' | 'activity';
const NOTICE_TEXTS: [NoticeType, string, string][] = [
  [
    'notice',
    '关于防范网络诈骗的重要提醒',
    '本站从未授权任何第三方代充值，请通过官网、APP或在线客服进行存款，谨防上当受骗。',
  ],
  [
    'bulletin',
    '系统维护公告',
    '本站将于本周三 03:00-05:00 进行例行系统维护，维护期间部分场馆暂停服务，敬请谅解。',
  ],
  [
    'activity',
    `${FIRST_DEPOSIT.title}活动上线`,
    `即日起新注册会员在首次存款前申请，首存即可获得${FIRST_DEPOSIT.rate}%加赠，最高${FIRST_DEPOSIT.cap}元，详情请查看优惠活动页面。`,
  ],
  ['match', '英超第12轮赛事开盘通知', '英超第12轮全部赛事已开盘，滚球、角球、波胆玩法同步开放。'],
  ['notice', '存款通道更新通知', '支付宝、微信及USDT存款通道已完成升级，到账速度更快，欢迎体验。'],
  ['bulletin', '真人视讯场馆升级完成', '真人视讯场馆已完成升级，新增多张百家乐与龙虎桌台。'],
  ['activity', '每日签到有礼', '每日签到即可领取彩金，连续签到奖励逐日递增，详情请查看优惠活动页面。'],
  ['match', '欧冠小组赛特别玩法', '欧冠小组赛开放特别投注玩法，晋级、首进球等盘口全面开放。'],
  ['notice', '实名认证提醒', '为保障资金安全，请尽快完成手机与真实姓名绑定，未绑定账户将无法提款。'],
  ['bulletin', '电子游艺新游上线', '电子游艺场馆新增十款热门游戏，试玩模式同步开放。'],
  ['activity', 'VIP晋级礼金升级', 'VIP晋级礼金全面升级，等级越高礼金越丰厚，各等级金额请查看VIP特权页面。'],
  ['match', 'NBA常规赛每日精选', '每日精选NBA常规赛焦点对决，串关赔率更优。'],
  ['notice', '提款时间调整说明', '工作日提款审核时间调整为全天24小时，大额提款请提前联系客服。'],
  ['bulletin', '棋牌场馆维护完成', '棋牌场馆维护已完成，所有游戏恢复正常。'],
  ['activity', '体育投注天天送', '每日体育有效投注达到对应档位即可领取奖励，详情请查看优惠活动页面。'],
  ['match', '中超联赛第28轮开盘', '中超联赛第28轮全部场次已开盘，欢迎投注。'],
  ['notice', '客服热线升级', '在线客服已升级为7×24小时服务，平均响应时间缩短至30秒。'],
  ['bulletin', '彩票场馆新增玩法', '彩票场馆新增极速快三：投注即开奖，大小单双赔率1.96。'],
  ['activity', '邀请好友赚佣金', '成功邀请好友注册并存款，即可获得好友首存10%佣金奖励。'],
  ['match', '网球大满贯赛事指南', '澳网大满贯赛事全程开盘，支持滚球投注。'],
];

/** Newest first, one a day back from the seeding day; the first two stay pinned on top. */
export function noticeSeeds(now: Date) {
  return NOTICE_TEXTS.map(([type, title, content], i) => ({
    id: i + 1,
    type,
    title,
    content,
    publishTime: new Date(now.getTime() - i * 86_400_000),
    top: i < 2,
  }));
}
