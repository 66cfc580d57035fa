import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Tabs, type Column } from '@site/shared/ui';
import { boCall, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { Actions, PageHeader, Tag } from '../../components/page';
import { Pager } from '../../components/pager';
import { ReasonDialog } from '../../components/reason-dialog';
import { time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';
import { agentText as text, fill } from './texts';

type Status = 'pending' | 'approved' | 'rejected';
type Row = bo.AgentApplicationRow;
const PAGE_SIZE = 20;

const Wrap = styled.div`
  min-width: 160px;
  max-width: 320px;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const channelOf = (code: string) => (text.channels as Record<string, string>)[code] ?? code;

/** 代理申请: the applications players send from /agent, by state; approve or reject with a reason. */
export function AgentsPage() {
  const { session } = useOperatorSession();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: Row; decision: 'approve' | 'reject' } | null>(null);
  const query = useBoQuery(bo.listAgentApplications, { status, page, pageSize: PAGE_SIZE });
  const mayDecide = can(session, 'agents.decide');

  const columns: Column<Row>[] = [
    {
      header: text.member,
      cell: (r) => <Link to={boPaths.player(r.memberId)}>{r.memberName}</Link>,
    },
    {
      header: text.contact,
      cell: (r) => (
        <div>
          <div>{r.contactName}</div>
          <div>{r.phone}</div>
          {r.im && <div>{`${text.im}：${r.im}`}</div>}
        </div>
      ),
    },
    { header: text.channel, cell: (r) => channelOf(r.channel) },
    { header: text.message, cell: (r) => <Wrap>{r.message || '-'}</Wrap> },
    { header: text.createdAt, cell: (r) => time(r.createdAt) },
  ];
  if (status !== 'pending') {
    columns.push({ header: text.reviewedAt, cell: (r) => time(r.reviewedAt) });
    columns.push({
      header: bt('common.status'),
      cell: (r) => (
        <Wrap>
          <Tag $tone={r.status === 'approved' ? 'success' : 'danger'}>{text[r.status]}</Tag>
          {r.reason && <div>{`${text.reason}：${r.reason}`}</div>}
        </Wrap>
      ),
    });
  } else if (mayDecide) {
    columns.push({
      header: bt('common.actions'),
      cell: (r) => (
        <Actions>
          <Button size="sm" onClick={() => setDeciding({ row: r, decision: 'approve' })}>
            {text.approve}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeciding({ row: r, decision: 'reject' })}>
            {text.reject}
          </Button>
        </Actions>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={text.title}
        extra={
          <Button variant="secondary" size="sm" onClick={query.reload}>
            {bt('common.refresh')}
          </Button>
        }
      />
      <Tabs
        variant="card"
        items={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: text[value] }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <div style={{ height: 12 }} />
      <DataTable
        label={text.title}
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
          title={fill(deciding.decision === 'approve' ? text.approveTitle : text.rejectTitle, {
            member: deciding.row.memberName,
          })}
          hint={deciding.decision === 'approve' ? text.approveHint : text.rejectHint}
          confirmText={deciding.decision === 'approve' ? text.approve : text.reject}
          danger={deciding.decision === 'reject'}
          onSubmit={async (reason) => {
            await boCall(bo.decideAgentApplication, {
              id: deciding.row.id,
              decision: deciding.decision,
              reason,
            });
            return fill(deciding.decision === 'approve' ? text.approvedDone : text.rejectedDone, {
              member: deciding.row.memberName,
            });
          }}
          onClose={() => setDeciding(null)}
          onDone={query.reload}
        />
      )}
    </>
  );
}
