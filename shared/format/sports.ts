import { t, type MessageKey } from '@site/shared/i18n';

/**
 * Basketball game clock "mm:ss" from the seconds counter (re_time), SPEC §9. Fractions
 * are dropped; a negative, empty or non-numeric counter shows "00:00". Minutes are not
 * capped (a 100-minute counter shows "100:00").
 */
export function basketballClock(seconds: number | string): string {
  const value = typeof seconds === 'string' ? (seconds.trim() === '' ? NaN : Number(seconds)) : seconds;
  const total = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const mm = String(Math.floor(total / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Basketball is in overtime when the quarter label contains "OT" (any case: "OT", "2OT", "ot1"), SPEC §9. */
export function isBasketballOvertime(quarterLabel: string | null | undefined): boolean {
  return /OT/i.test(quarterLabel ?? '');
}

/**
 * Baseball counts as overtime (extra innings) from inning 9 on, as SPEC §9 states.
 * A non-numeric inning is not overtime.
 */
export function isBaseballExtraInnings(inning: number | string | null | undefined): boolean {
  const value = typeof inning === 'string' ? (inning.trim() === '' ? NaN : Number(inning)) : (inning ?? NaN);
  return Number.isFinite(value) && value >= 9;
}

/** Sports whose period codes `periodLabel` knows. */
export type PeriodSport =
  | 'football'
  | 'basketball'
  | 'american-football'
  | 'ice-hockey'
  | 'tennis'
  | 'volleyball'
  | 'badminton'
  | 'table-tennis'
  | 'baseball';

/** 1-99 as 一 ... 九十九 (第一节, 第十二个加时). */
function smallNumeral(n: number): string {
  const digits = Array.from(t('format.numerals'));
  if (n <= 10) return digits[n] ?? String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens > 1 ? (digits[tens] ?? '') : ''}${digits[10] ?? ''}${ones ? (digits[ones] ?? '') : ''}`;
}

function numbered(code: string, prefix: string, max: number): number | null {
  const match = new RegExp(`^${prefix}(\\d{1,2})$`).exec(code);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= max ? n : null;
}

/**
 * A period code in Chinese (SPEC §9 "half-time and period labels in Chinese"). Codes are
 * case-insensitive; an unknown code comes back unchanged, so the UI still shows something.
 *
 * Every sport: NS 未开赛, HT 中场休息, FT 完场, OT 加时, OT1-OT9 (or 1OT-9OT) 第一个加时-第九个加时.
 * - football: 1H 上半场, 2H 下半场, ET1 加时上半场, ET2 加时下半场, PEN 点球大战.
 * - basketball, american-football: Q1-Q4 第一节-第四节, 1H 上半场, 2H 下半场.
 * - ice-hockey: P1-P3 第一节-第三节.
 * - tennis: S1-S5 第N盘.
 * - volleyball, badminton, table-tennis: S1-S7 第N局.
 * - baseball: I1-I99 第N局, with T/B suffix for the top/bottom half (I9T 第9局上半).
 */
export function periodLabel(sport: PeriodSport, code: string): string {
  // Feeds write the n-th overtime as OTn or nOT: one form here.
  const c = code
    .trim()
    .toUpperCase()
    .replace(/^(\d)OT$/, 'OT$1');
  const fill = (key: MessageKey, n: number | string): string => t(key, { n });

  switch (c) {
    case 'NS':
      return t('format.period.notStarted');
    case 'HT':
      return t('format.period.halfTime');
    case 'FT':
      return t('format.period.fullTime');
    case 'OT':
      return t('format.period.overtime');
  }
  const overtime = numbered(c, 'OT', 9);
  if (overtime) return fill('format.period.overtimeN', smallNumeral(overtime));

  switch (sport) {
    case 'football': {
      const football: Partial<Record<string, string>> = {
        '1H': t('format.period.firstHalf'),
        '2H': t('format.period.secondHalf'),
        ET1: t('format.period.extraFirstHalf'),
        ET2: t('format.period.extraSecondHalf'),
        PEN: t('format.period.penalties'),
      };
      return football[c] ?? code;
    }
    case 'basketball':
    case 'american-football': {
      if (c === '1H') return t('format.period.firstHalf');
      if (c === '2H') return t('format.period.secondHalf');
      const q = numbered(c, 'Q', 4);
      return q ? fill('format.period.quarter', smallNumeral(q)) : code;
    }
    case 'ice-hockey': {
      const p = numbered(c, 'P', 3);
      return p ? fill('format.period.quarter', smallNumeral(p)) : code;
    }
    case 'tennis': {
      const s = numbered(c, 'S', 5);
      return s ? fill('format.period.set', s) : code;
    }
    case 'volleyball':
    case 'badminton':
    case 'table-tennis': {
      const s = numbered(c, 'S', 7);
      return s ? fill('format.period.game', s) : code;
    }
    case 'baseball': {
      const match = /^I(\d{1,2})([TB])?$/.exec(c);
      const n = match ? Number(match[1]) : 0;
      if (!match || n < 1) return code;
      if (match[2] === 'T') return fill('format.period.inningTop', n);
      if (match[2] === 'B') return fill('format.period.inningBottom', n);
      return fill('format.period.inning', n);
    }
  }
}
