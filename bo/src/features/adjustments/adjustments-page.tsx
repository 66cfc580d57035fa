import { useState } from 'react';
import { Link } from 'react-router-dom';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Tabs, type Column } from '@site/shared/ui';
import { boCall, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { Actions, PageHeader, Tag } from '../../components/page';
import { Pager } from '../../components/pager';
import { ReasonDialog } from '../../components/reason-dialog';
import { money, time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';

type Status = 'pending' | 'approved' | 'rejected';
const PAGE_SIZE = 20;

/** 人工调账: requests wait for a second operator (四眼原则); one's own request cannot be decided here. */
export function AdjustmentsPage() {
  const { session } = useOperatorSession();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: bo.AdjustmentView; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const query = useBoQuery(bo.listAdjustments, { status, page, pageSize: PAGE_SIZE });
  const mayDecide = can(session, 'adjust.approve');
  const me = session?.operator.id;

  const columns: Column<bo.AdjustmentView>[] = [
    { header: '#', cell: (r) => r.id },
    {
      header: bt('withdrawals.member'),
      cell: (r) => <Link to={boPaths.player(r.memberId)}>{r.memberName}</Link>,
    },
    {
      header: bt('common.amount'),
      cell: (r) => <Tag $tone={r.amount > 0 ? 'success' : 'danger'}>{money(r.amount)}</Tag>,
      style: { textAlign: 'right' },
    },
    { header: bt('common.reason'), cell: (r) => r.reason },
    { header: bt('adjust.requestedBy'), cell: (r) => r.requestedByName },
    { header: bt('adjust.requestedAt'), cell: (r) => time(r.requestedAt) },
    { header: bt('common.status'), cell: (r) => bt(`adjust.status_${r.status}`) },
    {
      header: bt('adjust.decidedBy'),
      cell: (r) => (r.decidedByName ? `${r.decidedByName} · ${r.decisionReason ?? ''}` : '-'),
    },
  ];
  if (status === 'pending' && mayDecide)
    columns.push({
      header: bt('common.actions'),
      cell: (r) =>
        r.requestedBy === me ? (
          <Tag>{bt('adjust.own')}</Tag>
        ) : (
          <Actions>
            <Button size="sm" onClick={() => setDeciding({ row: r, decision: 'approve' })}>
              {bt('adjust.approve')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeciding({ row: r, decision: 'reject' })}>
              {bt('adjust.reject')}
            </Button>
          </Actions>
        ),
    });

  return (
    <>
      <PageHeader title={bt('adjust.pageTitle')} />
      <Tabs
        variant="card"
        items={(['pending', 'approved', 'rejected'] as const).map((value) => ({
          value,
          label: bt(`adjust.status_${value}`),
        }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <div style={{ height: 12 }} />
      <DataTable
        label={bt('adjust.pageTitle')}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.id}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      {query.data && <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />}
      {deciding && (
        <ReasonDialog
          title={bt(deciding.decision === 'approve' ? 'adjust.approveTitle' : 'adjust.rejectTitle', {
            id: deciding.row.id,
          })}
          hint={`${deciding.row.memberName} ${money(deciding.row.amount)} · ${deciding.row.reason}`}
          danger={deciding.decision === 'reject'}
          onSubmit={async (reason) => {
            await boCall(bo.decideAdjustment, { id: deciding.row.id, decision: deciding.decision, reason });
            return bt(deciding.decision === 'approve' ? 'adjust.approvedDone' : 'adjust.rejectedDone', {
              id: deciding.row.id,
            });
          }}
          onClose={() => setDeciding(null)}
          onDone={query.reload}
        />
      )}
    </>
  );
}
