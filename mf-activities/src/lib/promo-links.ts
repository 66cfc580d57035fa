import type { promotions } from '@site/shared/contract';

/** The SPEC §2 route of a promotion's page: /activity/<kind>/<id> (friend invitation has no id). */
export function promotionPath(p: { kind: promotions.PromotionKind; id: number }): string {
  return p.kind === 'friendInvitation' ? '/activity/friendInvitation' : `/activity/${p.kind}/${p.id}`;
}

/** Yuan text ("1234.50") to fen, or null when it is not an amount with at most two decimals. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Bonus and turnover of a deposit under deposit terms, in fen (the server's formula, shown before depositing). */
export function depositPreview(
  terms: promotions.PromotionTerms,
  amountFen: number,
): { bonusFen: number; turnoverFen: number; belowMin: boolean } {
  const min = terms.minDeposit ? (parseYuan(terms.minDeposit) ?? 0) : 0;
  if (amountFen < min) return { bonusFen: 0, turnoverFen: 0, belowMin: true };
  const cap = terms.capAmount
    ? (parseYuan(terms.capAmount) ?? Number.MAX_SAFE_INTEGER)
    : Number.MAX_SAFE_INTEGER;
  const bonusFen = Math.min(cap, Math.floor((amountFen * (terms.ratePercent ?? 0)) / 100));
  return { bonusFen, turnoverFen: Math.round(bonusFen * terms.turnoverMultiple), belowMin: false };
}
