import type { Contributions } from '../rewards/grant';

/** A promotion's numbers as stored in `promotions.terms` (JSONB), money in fen. */
export interface Terms {
  /** 'once': one join per member; 'daily': one per China date. */
  period: 'once' | 'daily';
  turnoverMultiple: number;
  /** Percent of valid turnover counted per venue category; absent category = 0. */
  contributions: Contributions;
  newMembersOnly?: boolean;
  /** Needs a credited deposit before joining (again-deposit). */
  needDeposit?: boolean;
  minVip?: number;
  ratePercent?: number;
  capFen?: number;
  minDepositFen?: number;
  tiers?: { turnoverFen: number; rewardFen: number }[];
  /** Draw prizes; weight / total weight is the published odds. amountFen 0 = no prize. */
  prizes?: { id: string; name: string; amountFen: number; weight: number }[];
  drawsPerDay?: number;
  /** One more draw for each this many fen deposited today. */
  drawPerDepositFen?: number;
  /** One more draw for each this many fen of valid turnover today (any category). */
  drawPerTurnoverFen?: number;
  tasks?: { code: TaskCode; title: string; rewardFen: number }[];
  /** Reward of day 1..n of a streak; the streak cycles after the last. */
  signRewards?: number[];
  racePrizes?: number[];
  inviteRatePercent?: number;
  sections?: { title: string; body: string }[];
  joinTargetId?: number;
}

export type TaskCode = 'bindPhone' | 'realName' | 'firstDeposit' | 'firstBet';

/** Every category at full weight except lottery (CP) at 30 % and live casino (ZR) at 50 %. */
export const STANDARD_CONTRIBUTIONS: Contributions = {
  TY: 100,
  DZ: 100,
  BY: 100,
  QP: 50,
  ZR: 50,
  DJ: 100,
  CP: 30,
};

export function parseTerms(raw: unknown): Terms {
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as Terms;
}
