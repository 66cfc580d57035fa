import { request } from '@site/shared/api';
import { auth, funds } from '@site/shared/contract';

export type PayoutKind = funds.BankCard['kind'];

/** The info call of each method: limits, balance, today's use, the member's accounts. */
export const infoEndpoint = { bank: funds.withdrawInfo, usdt: funds.usdtWithdrawInfo } as const;

/** SPEC §3, §9: passwords travel as the md5 (hex) of what the member typed, as mf-auth sends them. */
export function md5Password(plain: string): string {
  return auth.md5Password(plain);
}

/**
 * Asks for a withdrawal of yuan text `amount` to the member's account `cardId`; the
 * server locks the amount until the operator decides. `requestId` makes the call
 * idempotent: pass the same id when retrying the same withdrawal. Rejects as `request` does
 * (6100 wrong or missing withdrawal password, 6007 limits, 6004 unknown account).
 */
export function submitWithdrawal(
  input: { cardId: number; amount: string; password: string },
  requestId: string,
) {
  return request(
    funds.withdrawNew,
    { cardId: input.cardId, amount: input.amount, password: md5Password(input.password) },
    { requestId },
  );
}
