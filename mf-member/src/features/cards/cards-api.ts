import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import type { UsdtProtocol } from './usdt-address';

/**
 * Binds a bank card. The server refuses a holder other than the registered real name
 * (SPEC §1), a sixth card, an unknown bank and a card already bound. Rejects as `request` does.
 */
export function addBankCard(bankCode: string, cardNo: string, holderName: string) {
  return request(funds.bankCardAdd, { kind: 'bank', bankCode, cardNo, holderName });
}

/** Binds a USDT address on `protocol`. Rejects as `request` does. */
export function addUsdtAddress(protocol: UsdtProtocol, address: string) {
  return request(funds.bankCardAdd, { kind: 'usdt', protocol, address });
}
