// Named re-exports only (see shared/contract/index.ts: Node loads these files as CommonJS).
export { formatMoney, formatMoneyFixed } from './money';
export type { CurrencyMark, MoneyFormatOptions } from './money';
// The yuan text <-> fen conversion lives with the wire contract; re-exported, not copied.
export { yuanTextToFen, fenToYuanText } from '../contract/fen';
export { toChineseCapital, CAPITAL_MAX_FEN } from './capital';
export {
  convertOdds,
  toHongKong,
  formatOdds,
  oddsFormatForPlay,
  ODDS_DECIMALS,
  ODDS_DISPLAY_DECIMALS,
} from './odds';
export type { OddsFormat } from './odds';
export {
  formatPick,
  formatPickOdds,
  formatCombinedOdds,
  lineText,
  pickLineText,
  parlayOddsFormat,
} from './pick';
export type { PickFields, PickText } from './pick';
export { maskRealName, maskUsername } from './mask';
export { formatDateTime, formatDate, isoDate, SITE_TIME_ZONE } from './date';
export type { DateInput } from './date';
export { basketballClock, isBasketballOvertime, isBaseballExtraInnings, periodLabel } from './sports';
export type { PeriodSport } from './sports';
export { csvText, statementCsv } from './csv';
