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
import { useNarrow } from '../../lib/use-narrow';
import { label } from '../../lib/labels';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';
import { SignalTags } from './signal-tags';
import { WithdrawalCards } from './withdrawal-cards';

type Status = 'pending' | 'approved' | 'rejected';
type Row = bo.WithdrawalRow;
const PAGE_SIZE = 20;

/** 提款审核: the queue by status with each order's risk signals; approve or reject with a reason. */
export function WithdrawalQueue() {
  const { session } = useOperatorSession();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: Row; decision: 'approve' | 'reject' } | null>(null);
  const query = useBoQuery(bo.withdrawalQueue, { status, page, pageSize: PAGE_SIZE });
  const mayDecide = can(session, 'withdrawals.decide');
  const narrow = useNarrow();

  const columns: Column<Row>[] = [
    { header: bt('withdrawals.orderNo'), cell: (r) => r.orderNo },
    {
      header: bt('withdrawals.member'),
      cell: (r) => (
        <div>
          <Link to={boPaths.player(r.memberId)}>{r.memberName}</Link>
          <div>{r.realName}</div>
        </div>
      ),
    },
    {
      header: bt('withdrawals.amount'),
      cell: (r) => (
        <div>
          <strong>{money(r.amount)}</strong>
          {r.fee > 0 && <div>{`${bt('withdrawals.fee')} ${money(r.fee)}`}</div>}
        </div>
      ),
      style: { textAlign: 'right' },
    },
    {
      header: bt('withdrawals.account'),
      cell: (r) => (
        <div>
          <div>{r.cardHolder}</div>
          <div>{`${label('cardKind', r.kind)} ${r.accountNo}`}</div>
        </div>
      ),
    },
    { header: bt('withdrawals.createdAt'), cell: (r) => time(r.createdAt) },
    { header: bt('withdrawals.signals'), cell: (r) => <SignalTags signals={r.signals} /> },
  ];
  const statusTag = () =>
    status === 'pending' ? null : (
      <Tag $tone={status === 'approved' ? 'success' : 'danger'}>{bt(`withdrawals.${status}`)}</Tag>
    );
  const actions = (r: Row) =>
    status === 'pending' && mayDecide ? (
      <Actions>
        <Button size="sm" onClick={() => setDeciding({ row: r, decision: 'approve' })}>
          {bt('withdrawals.approve')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setDeciding({ row: r, decision: 'reject' })}>
          {bt('withdrawals.reject')}
        </Button>
      </Actions>
    ) : null;
  if (status !== 'pending') {
    columns.push({ header: bt('withdrawals.remark'), cell: (r) => r.remark || '-' });
    columns.push({ header: bt('common.status'), cell: statusTag });
  } else if (mayDecide) {
    columns.push({ header: bt('common.actions'), cell: actions });
  }

  return (
    <>
      <PageHeader
        title={bt('withdrawals.title')}
        extra={
          <Button variant="secondary" size="sm" onClick={query.reload}>
            {bt('common.refresh')}
          </Button>
        }
      />
      <Tabs
        variant="card"
        items={(['pending', 'approved', 'rejected'] as const).map((value) => ({
          value,
          label: bt(`withdrawals.${value}`),
        }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <div style={{ height: 12 }} />
      {narrow && query.data && query.data.list.length > 0 ? (
        <WithdrawalCards rows={query.data.list} actions={actions} status={statusTag} />
      ) : (
        <DataTable
          label={bt('withdrawals.title')}
          columns={columns}
          rows={query.data?.list}
          rowKey={(r) => r.orderNo}
          loading={query.loading}
          error={query.error}
          onRetry={query.reload}
        />
      )}
      {query.data && <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />}
      {deciding && (
        <ReasonDialog
          title={bt(
            deciding.decision === 'approve' ? 'withdrawals.approveTitle' : 'withdrawals.rejectTitle',
            {
              orderNo: deciding.row.orderNo,
            },
          )}
          hint={bt(deciding.decision === 'approve' ? 'withdrawals.approveHint' : 'withdrawals.rejectHint', {
            member: deciding.row.memberName,
            amount: money(deciding.row.amount),
          })}
          confirmText={bt(deciding.decision === 'approve' ? 'withdrawals.approve' : 'withdrawals.reject')}
          danger={deciding.decision === 'reject'}
          onSubmit={async (reason) => {
            await boCall(bo.decideWithdrawal, {
              orderNo: deciding.row.orderNo,
              decision: deciding.decision,
              reason,
            });
            return bt(
              deciding.decision === 'approve' ? 'withdrawals.approved_done' : 'withdrawals.rejected_done',
              {
                orderNo: deciding.row.orderNo,
              },
            );
          }}
          onClose={() => setDeciding(null)}
          onDone={query.reload}
        />
      )}
    </>
  );
}
