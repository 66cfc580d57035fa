import type { protection } from '@site/shared/contract';

type Limit = protection.LimitView;

const blank = (kind: Limit['kind'], period: Limit['period']): Limit => ({
  kind,
  period,
  amount: null,
  used: '0.00',
  left: null,
  resetsAt: null,
  pending: null,
});

/** An overview of nine empty limits with `changes` laid over the rows they name. */
export function overviewWith(
  changes: Partial<Limit>[] = [],
  rest: Partial<Omit<protection.Overview, 'limits'>> = {},
): protection.Overview {
  const limits: Limit[] = [];
  for (const kind of ['deposit', 'loss', 'wager'] as const)
    for (const period of ['day', 'week', 'month'] as const) {
      const change = changes.find((c) => c.kind === kind && c.period === period);
      limits.push({ ...blank(kind, period), ...change });
    }
  return {
    limits,
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: 0,
    restriction: null,
    ...rest,
  };
}
