import type { sports } from '@site/shared/contract';

/**
 * What kind of ticket it is, in one phrase: 串关 3串1 for a parlay, but a single's
 * combination text is its kind again (单关), which said 「单关 单关」.
 */
export function betKindText(b: Pick<sports.BetRecord, 'betTypeName' | 'comboText'>): string {
  const combo = b.comboText.trim();
  return combo === '' || combo === b.betTypeName ? b.betTypeName : `${b.betTypeName} ${combo}`;
}
