import type { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

export type UsdtProtocol = (typeof funds.usdtProtocol.options)[number];

/**
 * TRON addresses are base58 (no 0, O, I, l), 34 characters, starting with T; Ethereum
 * addresses are 0x and 40 hex digits. The server only checks a loose shape, so a USDT
 * address on the wrong chain is caught here, before money could be sent to it.
 */
const PATTERNS: Record<UsdtProtocol, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The address as it will be sent: pasted addresses often carry spaces or line breaks. */
export function cleanAddress(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The first problem with `text` as an address of `protocol`, in Chinese, or undefined. */
export function usdtAddressError(protocol: UsdtProtocol, text: string): string | undefined {
  const address = cleanAddress(text);
  if (address === '') return t('cards.usdt.addressRequired');
  if (PATTERNS[protocol].test(address)) return undefined;
  return protocol === 'TRC20' ? t('cards.usdt.addressTRC20') : t('cards.usdt.addressERC20');
}
