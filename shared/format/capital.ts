import { t, type MessageKey } from '@site/shared/i18n';

/** Largest amount `toChineseCapital` renders: 9999亿9999万9999元9角9分, in fen. */
export const CAPITAL_MAX_FEN = 99_999_999_999_999;

function chars(key: MessageKey): string[] {
  return Array.from(t(key));
}

/** One group of up to four digits (0-9999), without the group unit; '' for 0. */
function group(value: number, digits: string[], units: string[]): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos -= 1) {
    const d = Math.floor(value / 10 ** pos) % 10;
    if (d === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += digits[0];
    pendingZero = false;
    out += `${digits[d]}${pos > 0 ? units[pos - 1] : ''}`;
  }
  return out;
}

function integerPart(yuan: number, digits: string[], units: string[], groupUnits: string[]): string {
  // Groups from the highest: [亿, 万, ones]. A zero between two non-zero groups, or a
  // group that does not fill its four places after a higher group, reads 零 once.
  const groups = [Math.floor(yuan / 1e8), Math.floor(yuan / 1e4) % 1e4, yuan % 1e4];
  const groupUnit = [groupUnits[1], groupUnits[0], ''];
  let out = '';
  let pendingZero = false;
  groups.forEach((value, i) => {
    if (value === 0) {
      if (out) pendingZero = true;
      return;
    }
    if (out && (pendingZero || value < 1000)) out += digits[0];
    pendingZero = false;
    out += `${group(value, digits, units)}${groupUnit[i]}`;
  });
  return out;
}

/**
 * An amount in Chinese capital numerals (大写金额, SPEC §9), as written on cheques:
 * 0 -> 零元整; 10000000000 -> 壹亿元整; 1001005 -> 壹万零壹拾元零伍分; 50 -> 伍角;
 * -123 -> 负壹元贰角叁分. 整 closes an amount without 角 or 分.
 *
 * @param fen integer amount in fen.
 * @throws {RangeError} when `fen` is not an integer or its size exceeds `CAPITAL_MAX_FEN`
 *   (amounts of 1万亿 yuan or more have no unit in this range).
 */
export function toChineseCapital(fen: number): string {
  if (!Number.isSafeInteger(fen) || Math.abs(fen) > CAPITAL_MAX_FEN) {
    throw new RangeError(`toChineseCapital: fen must be an integer within ±${CAPITAL_MAX_FEN}: ${fen}`);
  }
  const digits = chars('format.capital.digits');
  const units = chars('format.capital.units');
  const groupUnits = chars('format.capital.groups');
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const cents = abs % 10;

  let out = yuan > 0 ? `${integerPart(yuan, digits, units, groupUnits)}${t('format.capital.yuan')}` : '';
  if (jiao === 0 && cents === 0) {
    out = `${out || `${digits[0]}${t('format.capital.yuan')}`}${t('format.capital.whole')}`;
  } else {
    if (jiao > 0) out += `${digits[jiao]}${t('format.capital.jiao')}`;
    else if (yuan > 0) out += digits[0];
    if (cents > 0) out += `${digits[cents]}${t('format.capital.fen')}`;
  }
  return fen < 0 ? `${t('format.capital.negative')}${out}` : out;
}
