import type { Queryable } from '../db/db';
import type { Seeder } from '../db/seed';
import { STANDARD_CONTRIBUTIONS, type Terms } from './terms';

type Tab = 'all' | 'sport' | 'live' | 'egame' | 'chess' | 'lottery' | 'newbie' | 'vip';
interface Seed {
  id: number;
  kind: string;
  tab: Tab;
  title: string;
  subtitle: string;
  rules: string[];
  /** Days from seeding: start (negative = already running) and end. */
  startDay: number;
  endDay: number;
  terms: Terms;
}

const DAY = 86_400_000;
const ALL = STANDARD_CONTRIBUTIONS;
/** How a race ranks and settles (issue 26): the turnover inside its window, settled once after it ends. */
const RACE_WINDOW_RULE =
  '排名按活动开始至结束期间结算的有效投注计算（以注单结算时间为准），活动结束后系统结算一次并公布最终排名，奖金按最终排名派发。';

/** The first-deposit offer's terms (promotion 101). */
const FIRST_DEPOSIT_TERMS = {
  period: 'once',
  newMembersOnly: true,
  ratePercent: 100,
  capFen: 88_800,
  minDepositFen: 10_000,
  turnoverMultiple: 10,
  contributions: ALL,
} satisfies Terms;

/**
 * The first-deposit offer as its texts quote it, from its terms: the promotion's own rules, the
 * landing page, and the site's notice (site/seed-data.ts) take the figures from here, so no
 * text can promise another maximum (issue 28 item 9: the notice said 8888, the promotion 888).
 */
export const FIRST_DEPOSIT = {
  id: 101,
  title: `新会员首存${FIRST_DEPOSIT_TERMS.ratePercent}%加赠`,
  rate: FIRST_DEPOSIT_TERMS.ratePercent,
  cap: FIRST_DEPOSIT_TERMS.capFen / 100,
  minDeposit: FIRST_DEPOSIT_TERMS.minDepositFen / 100,
  multiple: FIRST_DEPOSIT_TERMS.turnoverMultiple,
} as const;

/**
 * The demo site's promotions. Data, not code: the engine reads kind and terms. Ids 101-105 are
 * the ones the home banners link to (db/seed-data.ts ADS).
 */
export const PROMOTION_SEEDS: Seed[] = [
  {
    id: 101,
    kind: 'firstDeposit',
    tab: 'newbie',
    title: FIRST_DEPOSIT.title,
    subtitle: `最高加赠${FIRST_DEPOSIT.cap}元`,
    rules: [
      '仅限首次存款前申请的新会员，每位会员限参与一次。',
      `申请后完成首次存款（${FIRST_DEPOSIT.minDeposit}元起），彩金按存款金额的${FIRST_DEPOSIT.rate}%自动到账，最高${FIRST_DEPOSIT.cap}元。`,
      `彩金需完成（彩金）${FIRST_DEPOSIT.multiple}倍有效投注方可转出或提款；彩票按30%、真人及棋牌按50%计算流水。`,
      '未完成流水前可放弃优惠：扣回彩金及领取彩金后投注产生的盈利，领取彩金前的投注及其派彩不受影响。',
      '领取彩金后投注的注单全部结算前不能放弃优惠，请待注单结算后再申请。',
    ],
    startDay: -30,
    endDay: 365,
    terms: FIRST_DEPOSIT_TERMS,
  },
  {
    id: 102,
    kind: 'againDeposit',
    tab: 'all',
    title: '每日再存15%红利',
    subtitle: '每日一次 最高1888元',
    rules: [
      '已完成首存的会员每日可申请一次，申请后当日下一笔存款（200元起）获得15%红利，最高1888元。',
      '红利需完成5倍有效投注方可转出或提款。',
      '未完成流水前可放弃优惠：扣回红利及领取红利后投注产生的盈利；领取红利后投注的注单全部结算前不能放弃优惠。',
    ],
    startDay: -20,
    endDay: 365,
    terms: {
      period: 'daily',
      needDeposit: true,
      ratePercent: 15,
      capFen: 188_800,
      minDepositFen: 20_000,
      turnoverMultiple: 5,
      contributions: ALL,
    },
  },
  {
    id: 103,
    kind: 'bettingGift',
    tab: 'sport',
    title: '体育投注天天送',
    subtitle: '日投注满额最高送588元',
    rules: ['每日体育有效投注达到对应档位即可领取奖励，每档每日限领一次。', '奖励需完成1倍有效投注。'],
    startDay: -15,
    endDay: 200,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: { TY: 100 },
      tiers: [
        { turnoverFen: 100_000, rewardFen: 1_800 },
        { turnoverFen: 500_000, rewardFen: 8_800 },
        { turnoverFen: 2_000_000, rewardFen: 28_800 },
        { turnoverFen: 5_000_000, rewardFen: 58_800 },
      ],
    },
  },
  {
    id: 104,
    kind: 'racePage',
    tab: 'live',
    title: '真人视讯流水排行榜',
    subtitle: '榜首独享38888元',
    rules: [
      '活动期间真人视讯有效投注累计排名，实时更新。',
      '活动结束后前10名奖金自动派发，需完成1倍流水。',
      RACE_WINDOW_RULE,
    ],
    startDay: -3,
    endDay: 27,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: { ZR: 100 },
      racePrizes: [3_888_800, 1_888_800, 888_800, 388_800, 188_800, 88_800, 58_800, 38_800, 18_800, 8_800],
    },
  },
  {
    id: 105,
    kind: 'activityLandPage',
    tab: 'sport',
    title: '欧洲杯竞猜火热开启',
    subtitle: '竞猜冠军 首存加赠',
    rules: ['新会员参与首存加赠活动即可享受本专题全部福利。'],
    startDay: -5,
    endDay: 60,
    terms: {
      period: 'once',
      turnoverMultiple: 0,
      contributions: ALL,
      joinTargetId: 101,
      sections: [
        { title: '赛事全覆盖', body: '小组赛到决赛全部场次，早盘、今日、滚球全部开放，冠军盘口同步上线。' },
        {
          title: `首存${FIRST_DEPOSIT.rate}%加赠`,
          body: `新会员首次存款即享${FIRST_DEPOSIT.rate}%加赠，最高${FIRST_DEPOSIT.cap}元，${FIRST_DEPOSIT.multiple}倍流水即可提款。`,
        },
        { title: '天天投注送', body: '每日体育有效投注满额，最高再送588元。' },
      ],
    },
  },
  {
    id: 106,
    kind: 'newTask',
    tab: 'newbie',
    title: '新手任务领彩金',
    subtitle: '完成任务最高领58元',
    rules: ['完成每项任务后点击领取，每项任务每位会员限领一次。', '任务奖励需完成1倍有效投注。'],
    startDay: -30,
    endDay: 365,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: ALL,
      tasks: [
        { code: 'bindPhone', title: '绑定手机号', rewardFen: 800 },
        { code: 'realName', title: '绑定真实姓名', rewardFen: 800 },
        { code: 'firstDeposit', title: '完成首次存款', rewardFen: 1_800 },
        { code: 'firstBet', title: '完成首笔投注', rewardFen: 2_400 },
      ],
    },
  },
  {
    id: 107,
    kind: 'drawGift',
    tab: 'all',
    title: '幸运大转盘',
    subtitle: '每日免费抽奖 存款再加次数',
    rules: [
      '每日免费抽奖1次，当日每存款100元或每有效投注1000元再得1次。',
      '中奖概率公开透明，结果由服务器安全随机产生并先行记录。',
      '奖金需完成1倍有效投注。',
    ],
    startDay: -10,
    endDay: 365,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: ALL,
      drawsPerDay: 1,
      drawPerDepositFen: 10_000,
      drawPerTurnoverFen: 100_000,
      prizes: [
        { id: 'p1', name: '888元彩金', amountFen: 88_800, weight: 1 },
        { id: 'p2', name: '88元彩金', amountFen: 8_800, weight: 9 },
        { id: 'p3', name: '18元彩金', amountFen: 1_800, weight: 60 },
        { id: 'p4', name: '8元彩金', amountFen: 800, weight: 200 },
        { id: 'p5', name: '2元彩金', amountFen: 200, weight: 430 },
        { id: 'p6', name: '谢谢参与', amountFen: 0, weight: 300 },
      ],
    },
  },
  {
    id: 108,
    kind: 'signGift',
    tab: 'all',
    title: '每日签到有礼',
    subtitle: '连续签到7天送18.88元',
    rules: [
      '每日签到一次，连续签到奖励逐日递增，第7天后重新开始。',
      '中断一天连续天数从1开始计算。',
      '签到奖励需完成1倍有效投注。',
    ],
    startDay: -10,
    endDay: 365,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: ALL,
      signRewards: [188, 288, 388, 588, 888, 1_288, 1_888],
    },
  },
  {
    id: 109,
    kind: 'friendInvitation',
    tab: 'all',
    title: '邀请好友赚佣金',
    subtitle: '好友首存10%奖励 最高188元',
    rules: [
      '通过您的专属链接或邀请码注册的好友完成首次存款，您获得其首存金额10%的奖励，每位好友最高188元。',
      '奖励需完成1倍有效投注。',
    ],
    startDay: -60,
    endDay: 365,
    terms: { period: 'once', turnoverMultiple: 1, contributions: ALL, inviteRatePercent: 10, capFen: 18_800 },
  },
  {
    id: 110,
    kind: 'bettingGift',
    tab: 'egame',
    title: '电子游艺投注送',
    subtitle: '日投注满额最高送288元',
    rules: ['每日电子游艺有效投注达到对应档位即可领取奖励，每档每日限领一次。'],
    startDay: -15,
    endDay: 200,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: { DZ: 100, BY: 100 },
      tiers: [
        { turnoverFen: 50_000, rewardFen: 800 },
        { turnoverFen: 300_000, rewardFen: 5_800 },
        { turnoverFen: 1_500_000, rewardFen: 28_800 },
      ],
    },
  },
  {
    id: 111,
    kind: 'racePage',
    tab: 'chess',
    title: '棋牌周末争霸赛',
    subtitle: '即将开始 奖池8888元',
    rules: ['活动期间棋牌有效投注累计排名，结束后前3名获得奖金。', RACE_WINDOW_RULE],
    startDay: 3,
    endDay: 10,
    terms: {
      period: 'once',
      turnoverMultiple: 1,
      contributions: { QP: 100 },
      racePrizes: [500_000, 288_800, 100_000],
    },
  },
  {
    id: 112,
    kind: 'againDeposit',
    tab: 'vip',
    title: 'VIP专享存款加赠',
    subtitle: 'VIP3及以上 每日20%',
    rules: ['VIP3及以上会员每日可申请一次，当日下一笔存款获得20%加赠，最高5888元，8倍流水。'],
    startDay: -40,
    endDay: -2,
    terms: {
      period: 'daily',
      needDeposit: true,
      minVip: 3,
      ratePercent: 20,
      capFen: 588_800,
      minDepositFen: 50_000,
      turnoverMultiple: 8,
      contributions: ALL,
    },
  },
];

/** Inserts the seeded promotions that are missing; an operator's edits to existing rows survive. */
export async function seedPromotions(q: Queryable, now = new Date()): Promise<void> {
  for (const [i, p] of PROMOTION_SEEDS.entries()) {
    await q.query(
      `INSERT INTO promotions (id, kind, tab, title, subtitle, rules, starts_at, ends_at, sort, terms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        p.id,
        p.kind,
        p.tab,
        p.title,
        p.subtitle,
        p.rules.join('\n'),
        new Date(now.getTime() + p.startDay * DAY),
        new Date(now.getTime() + p.endDay * DAY),
        i,
        JSON.stringify(p.terms),
      ],
    );
  }
}

/** The promotions' seeded rows, in the list of src/seeders.ts. */
export const promotionsSeeder: Seeder = { name: 'promotions', seed: (q, now) => seedPromotions(q, now) };
