import type { SimMatch } from './sim-state';

/**
 * A clock sport's periods in simulated seconds: playing periods and breaks in order.
 * `share`: the part of the match's expected goals (points) scored in this period.
 */
interface Period {
  code: string;
  seconds: number;
  play: boolean;
  /** The break is the half-time (se_now HT, 中场休息). */
  half?: boolean;
  share?: number;
}

/** Football: two halves of 45 minutes (a few more goals after the break), half-time 15 minutes. */
export const FIRST_HALF_SHARE = 0.45;
const FOOTBALL: Period[] = [
  { code: '1H', seconds: 2700, play: true, share: FIRST_HALF_SHARE },
  { code: 'HT', seconds: 900, play: false, half: true },
  { code: '2H', seconds: 2700, play: true, share: 1 - FIRST_HALF_SHARE },
];
/**
 * Basketball: four quarters of 12 minutes; two minutes between Q1-Q2 and Q3-Q4 (the board
 * keeps the quarter, its clock at 0:00), the half-time (中场休息) after Q2 only.
 */
const BASKETBALL: Period[] = [
  { code: 'Q1', seconds: 720, play: true, share: 0.25 },
  { code: 'Q1', seconds: 120, play: false },
  { code: 'Q2', seconds: 720, play: true, share: 0.25 },
  { code: 'HT', seconds: 900, play: false, half: true },
  { code: 'Q3', seconds: 720, play: true, share: 0.25 },
  { code: 'Q3', seconds: 120, play: false },
  { code: 'Q4', seconds: 720, play: true, share: 0.25 },
];
/** Ice hockey: three periods of 20 minutes, two intermissions (not a half-time). */
const HOCKEY: Period[] = [
  { code: 'P1', seconds: 1200, play: true, share: 1 / 3 },
  { code: 'P1', seconds: 900, play: false },
  { code: 'P2', seconds: 1200, play: true, share: 1 / 3 },
  { code: 'P2', seconds: 900, play: false },
  { code: 'P3', seconds: 1200, play: true, share: 1 / 3 },
];
/** Basketball overtime: five minutes, scored at the regulation rate. */
const OVERTIME: Period = { code: 'OT', seconds: 300, play: true, share: 300 / 2880 };

function periodsOf(m: SimMatch): Period[] {
  const base = m.sport === 'BK' ? BASKETBALL : m.sport === 'OP' ? HOCKEY : FOOTBALL;
  return m.extra.overtime > 0 ? [...base, ...Array.from({ length: m.extra.overtime }, () => OVERTIME)] : base;
}

const playSeconds = (periods: Period[]): number =>
  periods.filter((p) => p.play).reduce((s, p) => s + p.seconds, 0);

/** Regulation playing time of a clock sport, simulated seconds. */
export const regulationSeconds = (m: SimMatch): number =>
  playSeconds(periodsOf(m).filter((p) => p.code !== 'OT'));

/** Clock sports (football, VR football, basketball, hockey). Returns true when the match ends. */
export function stepClock(m: SimMatch): boolean {
  const periods = periodsOf(m);
  const t = m.steps * m.model.speed;
  let start = 0;
  let played = 0;
  let current: Period | null = null;
  let inPeriod = 0;
  for (const p of periods) {
    if (t < start + p.seconds) {
      current = p;
      inPeriod = t - start;
      break;
    }
    start += p.seconds;
    if (p.play) played += p.seconds;
  }
  if (!current) {
    if (m.sport === 'BK' && m.home === m.away && m.extra.overtime < 4) {
      // A tied basketball game goes to overtime (5 minutes, up to 4 times).
      m.extra.overtime += 1;
      return false;
    }
    m.se_now = 'FT';
    m.halfTime = false;
    m.inBreak = false;
    m.progress = 1;
    return true;
  }
  m.inBreak = !current.play;
  m.halfTime = current.half === true;
  m.se_now = current.half ? 'HT' : current.code;
  if (current.half && m.htHome === null) {
    m.htHome = m.home;
    m.htAway = m.away;
  }
  const clock = played + (current.play ? inPeriod : 0);
  m.progress = clock / regulationSeconds(m);
  // Basketball shows the time left in the quarter; the others the time played.
  m.re_time = Math.floor(m.sport === 'BK' ? (current.play ? current.seconds - inPeriod : 0) : clock);
  if (!current.play) return false;
  const dt = m.model.speed;
  // This period's share of the match's expected score, spread evenly over its seconds.
  const perSecond = (rate: number): number => (rate * (current.share ?? 0)) / current.seconds;
  if (m.sport === 'BK') {
    // Points come in 1, 2 or 3 (2.2 on average).
    for (const side of ['H', 'C'] as const) {
      if (m.rng() < (perSecond(side === 'H' ? m.rates.home : m.rates.away) * dt) / 2.2) {
        const r = m.rng();
        const points = r < 0.15 ? 1 : r < 0.75 ? 2 : 3;
        if (side === 'H') m.home += points;
        else m.away += points;
      }
    }
    return false;
  }
  if (m.rng() < perSecond(m.rates.home) * dt) m.home += 1;
  if (m.rng() < perSecond(m.rates.away) * dt) m.away += 1;
  if (m.sport === 'FT' || m.sport === 'VF') {
    if (m.rng() < perSecond(m.cornerRates.home) * dt) m.cornersH += 1;
    if (m.rng() < perSecond(m.cornerRates.away) * dt) m.cornersA += 1;
  }
  return false;
}

/** Sets won in a best-of-`2 * toWin - 1` match (tennis, volleyball, table tennis; snooker frames). */
function setSport(
  m: SimMatch,
  toWin: number,
  target: (set: number) => number,
  winBy: number,
  pointChance: number,
  homeEdge: number,
): boolean {
  m.se_now = `S${m.setH + m.setA + 1}`;
  if (m.rng() >= pointChance) return false;
  if (m.rng() < 0.5 + m.strength * homeEdge) m.gameH += 1;
  else m.gameA += 1;
  const need = target(m.setH + m.setA + 1);
  const lead = Math.abs(m.gameH - m.gameA);
  const tiebreak = m.sport === 'TN' && m.gameH + m.gameA === 13;
  if ((Math.max(m.gameH, m.gameA) >= need && lead >= winBy) || tiebreak) {
    if (m.gameH > m.gameA) m.setH += 1;
    else m.setA += 1;
    m.gameH = 0;
    m.gameA = 0;
    m.home = m.setH;
    m.away = m.setA;
  }
  const played = m.setH + m.setA;
  m.progress = Math.min(0.98, played / (toWin * 2 - 0.5));
  if (m.setH === toWin || m.setA === toWin) {
    m.se_now = 'FT';
    m.progress = 1;
    return true;
  }
  m.se_now = `S${played + 1}`;
  return false;
}

/** Snooker: frame points pile up; a frame ends now and then and goes to the higher score. */
function snooker(m: SimMatch): boolean {
  m.se_now = `S${m.setH + m.setA + 1}`;
  if (m.rng() < 0.15) {
    const points = 1 + Math.floor(m.rng() * 8);
    if (m.rng() < 0.5 + m.strength * 0.1) m.gameH += points;
    else m.gameA += points;
  }
  if (m.rng() < 0.012 && m.gameH !== m.gameA) {
    if (m.gameH > m.gameA) m.setH += 1;
    else m.setA += 1;
    m.gameH = 0;
    m.gameA = 0;
    m.home = m.setH;
    m.away = m.setA;
  }
  m.progress = Math.min(0.98, (m.setH + m.setA) / 8);
  if (m.setH === 5 || m.setA === 5) {
    m.se_now = 'FT';
    m.progress = 1;
    return true;
  }
  return false;
}

/** Baseball: half-innings end now and then; runs come in ones, twos and threes. */
function baseball(m: SimMatch): boolean {
  if (m.inningNum === 0) m.inningNum = 1;
  const batting = m.extra.top ? -1 : 1;
  // A half-inning lasts 1 / 0.035 steps on average and a scoring play brings 1.5 runs: the
  // batting side's expected runs over nine innings are its rate.
  const rate = batting === 1 ? m.rates.home : m.rates.away;
  if (m.rng() < (rate * 0.035) / (9 * 1.5)) {
    const r = m.rng();
    const runs = r < 0.6 ? 1 : r < 0.9 ? 2 : 3;
    if (batting === 1) m.home += runs;
    else m.away += runs;
  }
  // Walk-off: the home side leads in the bottom of the ninth or later.
  if (!m.extra.top && m.inningNum >= 9 && m.home > m.away) return endBaseball(m);
  if (m.rng() < 0.035) {
    if (m.extra.top) {
      if (m.inningNum >= 9 && m.home > m.away) return endBaseball(m);
      m.extra.top = false;
    } else {
      if (m.inningNum >= 9 && (m.home !== m.away || m.inningNum >= 15)) return endBaseball(m);
      m.extra.top = true;
      m.inningNum += 1;
    }
  }
  m.se_now = `I${m.inningNum}${m.extra.top ? 'T' : 'B'}`;
  m.progress = Math.min(0.98, ((m.inningNum - 1) * 2 + (m.extra.top ? 0 : 1)) / 18);
  return false;
}

function endBaseball(m: SimMatch): boolean {
  m.se_now = 'FT';
  m.progress = 1;
  return true;
}

/** Points sports. Returns true when the match ends. */
export function stepPoints(m: SimMatch): boolean {
  switch (m.sport) {
    case 'TN':
      return setSport(m, 2, () => 6, 2, 0.025, 0.15);
    case 'VB':
      return setSport(m, 3, (set) => (set === 5 ? 15 : 25), 2, 0.2, 0.05);
    case 'TT':
      return setSport(m, 3, () => 11, 2, 0.25, 0.05);
    case 'SK':
      return snooker(m);
    case 'BS':
      return baseball(m);
    default:
      return true;
  }
}
