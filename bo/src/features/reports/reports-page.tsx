import { useState, type FormEvent } from 'react';
import { backoffice as bo } from '@site/shared/contract';
import { isoDate } from '@site/shared/format';
import { Button, TextField, type Column } from '@site/shared/ui';
import { useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { FilterBar, PageHeader } from '../../components/page';
import { money } from '../../lib/format';
import { bt } from '../../messages';

const DAY = 86_400_000;

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
      <PageHeader title={bt('reports.title')} />
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
