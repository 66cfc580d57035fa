import { auth, funds } from '@site/shared/contract';

export type PayoutKind = funds.BankCard['kind'];

/** The info call of each method: limits, balance, today's use, the member's accounts. */
export const infoEndpoint = { bank: funds.withdrawInfo, usdt: funds.usdtWithdrawInfo } as const;

/** SPEC §3, §9: passwords travel as the md5 (hex) of what the member typed, as mf-auth sends them. */
export function md5Password(plain: string): string {
  return auth.md5Password(plain);
}
