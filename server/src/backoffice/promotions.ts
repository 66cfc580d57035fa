import type { backoffice } from '@site/shared/backoffice-contract';
import { ErrorCode } from '@site/shared/contract';
import type { z } from 'zod';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { boMessages as text } from '../messages/backoffice';
import { promoNow } from '../time/clock';
import { findPromotion, statusOf, updatePromotion, type PromotionRow } from '../promotions/repository';
import { writeAudit, type Actor } from './audit';

type Row = z.input<typeof backoffice.promotionRow>;

const view = (p: PromotionRow): Row => ({
  id: p.id,
  kind: p.kind,
  tab: p.tab,
  title: p.title,
  startsAt: formatChinaTime(p.starts_at),
  endsAt: formatChinaTime(p.ends_at),
  status: p.status,
  phase: statusOf(p),
});

/** Every promotion, withdrawn (paused) ones too. */
export async function listAllPromotions(q: Queryable): Promise<Row[]> {
  const ids = await q.query<{ id: unknown }>(`SELECT id FROM promotions ORDER BY sort, id`);
  const out: Row[] = [];
  for (const { id } of ids) out.push(view(await findPromotion(q, toInt(id))));
  return out;
}

/** Pause (withdraw), resume, end now, or move the end: the dev tool's `updatePromotion`, audited. */
export async function changePromotion(
  q: Queryable,
  actor: Actor,
  input: {
    id: number;
    action: 'pause' | 'resume' | 'end' | 'setEnd';
    endsAt?: string | undefined;
    reason: string;
  },
): Promise<Row> {
  if (input.action === 'setEnd' && !input.endsAt)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, text.endRequired);
  const before = view(await findPromotion(q, input.id, { lock: true }));
  const change =
    input.action === 'pause'
      ? { status: 'withdrawn' as const }
      : input.action === 'resume'
        ? { status: 'live' as const }
        : { endsAt: input.action === 'end' ? promoNow() : new Date(input.endsAt ?? '') };
  const after = view(await updatePromotion(q, input.id, change));
  await writeAudit(q, actor, {
    action: `promotion.${input.action}`,
    targetType: 'promotion',
    targetId: input.id,
    before,
    after,
    reason: input.reason,
  });
  return after;
}
