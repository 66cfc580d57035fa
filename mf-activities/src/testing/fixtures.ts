import type { promotions } from '@site/shared/contract';

/** Promotion fixtures shaped like the server's answers (server/src/promotions/seed.ts). */
export function summary(overrides: Partial<promotions.PromotionSummary> = {}): promotions.PromotionSummary {
  return {
    id: 101,
    kind: 'firstDeposit',
    tab: 'newbie',
    title: '新会员首存100%加赠',
    subtitle: '最高加赠888元',
    bannerUrl: '/assets/promos/101.svg',
    status: 'ongoing',
    startTime: '2026-10-24 12:00:00',
    endTime: '2027-11-23 12:00:00',
    ...overrides,
  };
}

export function detail(overrides: Partial<promotions.PromotionDetail> = {}): promotions.PromotionDetail {
  return {
    ...summary(),
    rules: ['仅限首次存款前申请的新会员，每位会员限参与一次。'],
    terms: {
      ratePercent: 100,
      capAmount: '888.00',
      minDeposit: '100.00',
      turnoverMultiple: 10,
      contributions: { TY: 100, ZR: 50, CP: 30 },
      newMembersOnly: true,
      minVip: 0,
    },
    ...overrides,
  };
}

export function progress(overrides: Partial<promotions.Progress> = {}): promotions.Progress {
  return {
    joined: true,
    signedDays: [],
    today: '2026-11-23',
    streak: 0,
    signedToday: false,
    drawsLeft: 0,
    draws: [],
    tasks: [],
    tiers: [],
    turnover: '0.00',
    ...overrides,
  };
}
