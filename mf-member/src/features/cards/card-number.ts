import { t } from '@site/shared/i18n';

/** Bank card numbers are 12-19 digits (the contract's rule for bankCard/add). */
export const CARD_NO_MIN = 12;
export const CARD_NO_MAX = 19;
/** Digits plus one space between groups of four. */
export const CARD_NO_INPUT_MAX_LENGTH = CARD_NO_MAX + Math.ceil(CARD_NO_MAX / 4) - 1;

/** What the member typed without spaces (pasted numbers often come grouped). */
export function compactCardNo(text: string): string {
  return text.replace(/\s+/g, '');
}

/** "6225880112345678" -> "6225 8801 1234 5678"; text with other characters stays as typed. */
export function groupCardNo(text: string): string {
  const compact = compactCardNo(text);
  if (!/^\d*$/.test(compact)) return text;
  return compact.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The first problem with a card number, in Chinese, or undefined when it is acceptable. */
export function cardNoError(text: string): string | undefined {
  const compact = compactCardNo(text);
  if (compact === '') return t('cards.bankCard.cardNoRequired');
  if (!/^\d+$/.test(compact)) return t('cards.bankCard.cardNoDigits');
  if (compact.length < CARD_NO_MIN || compact.length > CARD_NO_MAX)
    return t('cards.bankCard.cardNoLength', { count: compact.length });
  return undefined;
}
