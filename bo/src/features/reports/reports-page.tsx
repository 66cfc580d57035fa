import { lazy, Suspense, useState, type FormEvent } from 'react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { isoDate } from '@site/shared/format';
import { Button, Skeleton, TextField, type Column } from '@site/shared/ui';
import { useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { FilterBar, PageHeader } from '../../components/page';
import { downloadCsv, toCsv } from '../../lib/download';
import { money } from '../../lib/format';
import { bt } from '../../messages';

const DAY = 86_400_000;
/** recharts loads with this page's chart only, never with the rest of the back office. */
const ReportChart = lazy(() => import('./report-chart'));

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The rows as the CSV an accountant opens: amounts in yuan with two decimals, GGR per product too. */
export function reportCsv(rows: readonly bo.DailyRow[]): string {
  const products = [...new Set(rows.flatMap((r) => r.ggr.map((g) => g.product)))].sort();
  const header = [
    bt('reports.day'),
    bt('reports.site'),
    bt('reports.deposits'),
    bt('reports.withdrawals'),
    bt('reports.stakes'),
    bt('reports.payouts'),
    bt('reports.ggr'),
    ...products.map((p) => `${bt('reports.ggr')}·${p}`),
    bt('reports.bonusCost'),
    bt('reports.adjustments'),
    bt('reports.netRevenue'),
    bt('reports.newPlayers'),
    bt('reports.activePlayers'),
    bt('reports.firstDepositors'),
  ];
  return toCsv(
    header,
    rows.map((r) => [
      r.day,
      r.siteId,
      yuan(r.deposits),
      yuan(r.withdrawals),
      yuan(r.stakes),
      yuan(r.payouts),
      yuan(r.ggrTotal),
      ...products.map((p) => yuan(r.ggr.find((g) => g.product === p)?.ggr ?? 0)),
      yuan(r.bonusCost),
      yuan(r.adjustments),
      yuan(r.netRevenue),
      r.newPlayers,
      r.activePlayers,
      r.firstDepositors,
    ]),
  );
}

/** 报表: the daily figures per brand (China calendar days), in yuan; totals under the rows. */
export function ReportsPage() {
  const [range, setRange] = useState({ from: isoDate(Date.now() - 6 * DAY), to: isoDate(Date.now()) });
  const [draft, setDraft] = useState(range);
  const [bad, setBad] = useState(false);
  const query = useBoQuery(bo.dailyReport, range);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = !bo.dailyReport.request.safeParse(draft).success || draft.from > draft.to;
    setBad(invalid);
    if (!invalid) setRange(draft);
  }

  const right = { textAlign: 'right' } as const;
  const columns: Column<bo.DailyRow>[] = [
    { header: bt('reports.day'), cell: (r) => r.day },
    { header: bt('reports.site'), cell: (r) => r.siteId },
    { header: bt('reports.deposits'), cell: (r) => money(r.deposits), style: right },
    { header: bt('reports.withdrawals'), cell: (r) => money(r.withdrawals), style: right },
    { header: bt('reports.stakes'), cell: (r) => money(r.stakes), style: right },
    { header: bt('reports.payouts'), cell: (r) => money(r.payouts), style: right },
    { header: bt('reports.ggr'), cell: (r) => money(r.ggrTotal), style: right },
    { header: bt('reports.bonusCost'), cell: (r) => money(r.bonusCost), style: right },
    { header: bt('reports.adjustments'), cell: (r) => money(r.adjustments), style: right },
    { header: bt('reports.netRevenue'), cell: (r) => <strong>{money(r.netRevenue)}</strong>, style: right },
    { header: bt('reports.newPlayers'), cell: (r) => r.newPlayers, style: right },
    { header: bt('reports.activePlayers'), cell: (r) => r.activePlayers, style: right },
    { header: bt('reports.firstDepositors'), cell: (r) => r.firstDepositors, style: right },
  ];

  return (
    <>
      <PageHeader
        title={bt('reports.title')}
        extra={
          <Button
            variant="secondary"
            size="sm"
            disabled={!query.data || query.data.length === 0}
            onClick={() =>
              query.data && downloadCsv(`report-${range.from}-${range.to}.csv`, reportCsv(query.data))
            }
          >
            {bt('common.export')}
          </Button>
        }
      />
      <FilterBar onSubmit={submit}>
        <TextField
          label={bt('common.from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <TextField
          label={bt('common.to')}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          error={bad ? bt('reports.rangeInvalid') : undefined}
        />
        <Button type="submit">{bt('common.search')}</Button>
      </FilterBar>
      {query.data && query.data.length > 0 && (
        <Suspense fallback={<Skeleton height="280px" />}>
          <ReportChart rows={query.data} />
        </Suspense>
      )}
      <DataTable
        label={bt('reports.title')}
        columns={columns}
        rows={query.data}
        rowKey={(r) => `${r.day}-${r.siteId}`}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
    </>
  );
}
