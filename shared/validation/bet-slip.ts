import { t } from '@site/shared/i18n';
import { roundTo } from '../format/round';
import { MAX_BET_SELECTIONS } from '../contract/limits';

/**
 * Why a new selection cannot be added to the bet slip, or null when it can: an order
 * still in its pending delay blocks every selection (订单确认中，请稍候); a slip that already
 * holds MAX_BET_SELECTIONS is full (投注项数量已达上限). Removing a selection is never blocked
 * by the count, so call this only for additions.
 */
export function selectionBlockedMessage(selectionCount: number, orderPending: boolean): string | null {
  if (orderPending) return t('validation.orderPending');
  if (selectionCount >= MAX_BET_SELECTIONS) return t('validation.betSelectionsFull');
  return null;
}

const STAKE = /^(\d+)(?:\.(\d*))?$/;

/**
 * The stake field after the user types `input` (yuan text). Non-numeric input gives "";
 * decimals past the second are cut; a stake above the lower of `maxFen` (the market's
 * maximum stake) and `balanceFen` becomes that lower limit in whole yuan, floored (SPEC §5).
 * A limit of Infinity means no limit; a negative lower limit gives "0".
 *
 * @throws {RangeError} when a limit is NaN.
 */
export function clampStake(input: string, maxFen: number, balanceFen: number): string {
  if (Number.isNaN(maxFen) || Number.isNaN(balanceFen)) {
    throw new RangeError(`clampStake: limits must be numbers (max ${maxFen}, balance ${balanceFen})`);
  }
  const match = STAKE.exec(input.trim());
  if (!match) return '';
  const whole = match[1] ?? '';
  const fraction = match[2]?.slice(0, 2);
  const text = fraction === undefined ? whole : `${whole}.${fraction}`;
  const stakeFen = Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  const limit = Math.min(maxFen, balanceFen);
  if (stakeFen <= limit) return text;
  return String(Math.floor(Math.max(0, limit) / 100));
}

function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? NaN : Number(value);
}

/**
 * Possible win of a stake: stake × odds, to 0.01 yuan (SPEC §5), returned as integer fen
 * like every money figure in code (show it with `formatMoney`). `stake` is yuan (as
 * typed); `odds` are used as given. 0 when either is not a number.
 */
export function winAmount(stake: number | string, odds: number | string): number {
  const product = toNumber(stake) * toNumber(odds);
  if (!Number.isFinite(product)) return 0;
  return Math.round(roundTo(product, 2) * 100);
}

/** A win-by-ratio figure clamped at 0 or above (SPEC §5); 0 when not a number. */
export function clampRatio(value: number | string): number {
  const n = toNumber(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
