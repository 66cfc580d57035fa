import type { sports } from '@site/shared/contract';
import {
  basketballClock,
  isBaseballExtraInnings,
  isBasketballOvertime,
  periodLabel,
  type PeriodSport,
} from '@site/shared/format';
import { t } from '@site/shared/i18n';

const PERIOD_SPORT: Record<sports.SportType, PeriodSport> = {
  FT: 'football',
  VF: 'football',
  BK: 'basketball',
  TN: 'tennis',
  VB: 'volleyball',
  TT: 'table-tennis',
  BS: 'baseball',
  SK: 'football',
  OP: 'football',
  FS: 'football',
};

/** Sports scored in sets (or frames) with a running game/point count inside the set. */
const SET_SPORTS: ReadonlySet<sports.SportType> = new Set(['TN', 'VB', 'TT', 'SK']);

export interface ClockView {
  /** Period in Chinese (上半场, 第三节, 第9局上半, 中场休息). */
  period: string;
  /** Running clock: football minutes (35'), basketball mm:ss; '' when none. */
  clock: string;
  /** Basketball overtime or baseball extra innings (SPEC §9). */
  overtime: boolean;
}

/**
 * The live clock of a match as the board shows it (SPEC §9): basketball mm:ss from the
 * seconds counter and overtime when the quarter label has OT; baseball extra innings
 * from the 9th; half-time and period labels in Chinese.
 */
export function clockView(sportType: sports.SportType, m: sports.ScoreFields): ClockView {
  const sport = PERIOD_SPORT[sportType];
  if (m.HalfTime) return { period: periodLabel(sport, 'HT'), clock: '', overtime: false };
  // Feeds write the second overtime as 2OT or OT2; periodLabel knows OT2.
  const period = periodLabel(sport, m.se_now.replace(/^(\d)OT$/i, 'OT$1'));
  switch (sportType) {
    case 'BK':
      return { period, clock: basketballClock(m.re_time), overtime: isBasketballOvertime(m.se_now) };
    case 'BS':
      return { period, clock: '', overtime: isBaseballExtraInnings(m.inningNum) };
    case 'FT':
    case 'VF':
      return {
        period,
        clock: m.isLive ? `${Math.floor(Math.max(0, m.re_time) / 60)}'` : '',
        overtime: /^(ET|PEN|OT)/i.test(m.se_now),
      };
    default:
      return { period, clock: '', overtime: false };
  }
}

/** The score line: goals/points/runs, or sets plus the current set's games (tennis, volleyball ...). */
export function scoreText(
  sportType: sports.SportType,
  m: sports.ScoreFields,
): { main: string; detail: string } {
  if (SET_SPORTS.has(sportType)) {
    return { main: `${m.sc_set_H}-${m.sc_set_A}`, detail: `(${m.sc_game_H}-${m.sc_game_A})` };
  }
  return { main: `${m.sc_FT_H}-${m.sc_FT_C}`, detail: '' };
}

/** Label of the overtime badge: 加时 (basketball, football) or 加时局 (baseball). */
export function overtimeLabel(sportType: sports.SportType): string {
  return t(sportType === 'BS' ? 'sports.board.extraInnings' : 'sports.board.overtime');
}
