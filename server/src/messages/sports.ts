import type { sports } from '@site/shared/contract';
import { sports as sportsCatalogue } from '@site/shared/messages';

/**
 * Sport names come from the site's i18n catalogue (shared/i18n/zh-CN/sports.ts), the
 * one place they are written: the board shows them and the server's records and limit
 * messages name the same sport the same way.
 */
export const SPORT_NAMES: Readonly<Record<sports.SportType, string>> = sportsCatalogue.sportType;

/** The CRTY sportsbook's user-facing text: bet-slip errors, ticket verdicts, record labels. */
export const sportsMessages = {
  matchGone: '赛事不存在或已结束',
  ticketUnknown: '注单不存在',

  singleOneLeg: '单关只能选择一个非冠军投注项',
  championOneLeg: '冠军投注只能选择一个冠军投注项',
  parlayNeedsTwo: '串关至少需要两个投注项',
  seriesNeedsTwo: '复式至少需要两个投注项',
  championAlone: '冠军投注项不能与普通投注项混合',
  sameMatch: '同一场赛事的投注项不能串在一起',
  seriesOptionMissing: '请选择复式玩法',
  seriesOptionTooBig: (option: number) => `${option}串1 需要至少 ${option} 个投注项`,
  fullCoverNeedsThree: '全串需要至少三个投注项',
  seriesOptionRepeated: '复式玩法重复',
  stakeMissing: '请输入投注金额',
  /** What a stake limit is about, named in the two limit messages. */
  stakeOf: { single: '单注', parlay: '串关', seriesUnit: '复式每注' },
  stakeBelowMin: (what: string, min: string) => `${what}最低投注额为 ${min} 元`,
  stakeAboveMax: (what: string, max: string) => `${what}最高投注额为 ${max} 元`,
  dailyPayoutLimit: (sport: string, limit: string, usd: number, left: string, payout: string) =>
    `超出今日${sport}最高派彩限额：每日 ${limit} 元（${usd} 美元），今日剩余 ${left} 元，本次最高派彩 ${payout} 元`,

  /** Why an in-play ticket was not accepted after its delay. */
  verdict: {
    matchClosed: '赛事已结束或已关闭',
    marketSuspended: '盘口已暂停，注单未被接受',
    lineChanged: '盘口已变更，注单未被接受',
    scoreChanged: '确认期间比分已变化，注单未被接受',
    oddsChanged: '赔率已变更，注单未被接受',
  },

  betType: { single: '单关', parlay: '串关', series: '复式', champion: '冠军' } satisfies Record<
    sports.BetType,
    string
  >,
  betStatus: {
    pending: '确认中',
    accepted: '未结算',
    rejected: '已拒绝',
    settled: '已结算',
    cancelled: '已取消',
  } satisfies Record<sports.BetStatus, string>,
  parlayCombo: (legs: number) => `${legs}串1`,

  playName: {
    R: '让球',
    OU: '大小',
    M: '独赢',
    EO: '单双',
    HR: '上半场让球',
    HOU: '上半场大小',
    CH: '冠军',
    HM: '上半场独赢',
    CS: '波胆',
    TG: '总进球',
    BTS: '双方进球',
    HTFT: '半场/全场',
    CR: '角球让球',
    COU: '角球大小',
  } satisfies Record<sports.AnyPlayType, string>,
  selection: { over: '大', under: '小', odd: '单', even: '双', draw: '和局' },
  /** Selection names of 「更多玩法」: 其他比分, total-goal bands, 是/否, 主/和/客 of 半场/全场. */
  moreSelection: {
    otherScore: '其他比分',
    totalGoals: { T01: '0-1球', T23: '2-3球', T46: '4-6球', T7: '7球或以上' },
    yes: '是',
    no: '否',
    side: { H: '主', N: '和', C: '客' },
  },
  /** Team names when a league has fewer teams than its fixtures (never in the seeded leagues). */
  homeTeam: '主队',
  awayTeam: '客队',
  outrightTitle: (league: string, closes: string) => `${league} 冠军（${closes} 截止）`,

  devMatchNotFinished: (gameId: string) => `赛事 ${gameId} 不存在、已结束或结果不适用`,
  devMatchUnknown: (gameId: string) => `赛事 ${gameId} 不存在`,
} as const;

/** Memos of the sportsbook's ledger entries (transaction record remarks). */
export const sportsMemos = {
  stake: (orderNo: string) => `皇冠体育投注 ${orderNo}`,
  payout: (orderNo: string) => `皇冠体育派彩 ${orderNo}`,
  refund: (orderNo: string) => `皇冠体育退款 ${orderNo}`,
  rejectedRefund: (orderNo: string) => `皇冠体育注单未被接受，退回本金 ${orderNo}`,
} as const;
