import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { maskUsername } from '@site/shared/format';
import { Button, type Column } from '@site/shared/ui';
import { boCall, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { Actions, Tag } from '../../components/page';
import { ReasonDialog } from '../../components/reason-dialog';
import { time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { chatText as text, fill } from './texts';

type Row = bo.ChatReportRow;

const Quote = styled.div`
  max-width: 320px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Small = styled.div`
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: 12px;
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
`;

/** A player's name as the site shows it to other players (pl***8), linked to the player's page. */
function Masked({ id, name }: { id: number | null; name: string }) {
  if (id === null) return <>{fill(text.guestAuthor, { name })}</>;
  return <Link to={boPaths.player(id)}>{maskUsername(name)}</Link>;
}

const authorOf = (r: Row) => (r.authorId === null ? r.authorName : maskUsername(r.authorName));

/**
 * 举报队列: reported messages with their open reports, the most reported first. 隐藏消息 takes
 * the message off every player's screen and out of history; 驳回举报 closes the reports. Both
 * ask for the operator's reason (audited). `onChanged` reloads the rooms' counts beside it.
 */
export function ReportsSection({ onChanged }: { onChanged: () => void }) {
  const query = useBoQuery(bo.chatReports, {});
  const [open, setOpen] = useState<{ hide: Row } | { dismiss: Row } | null>(null);
  const close = () => setOpen(null);
  const done = () => {
    query.reload();
    onChanged();
  };

  const columns: Column<Row>[] = [
    {
      header: text.reportedMessage,
      cell: (r) => (
        <>
          <Quote>{r.text}</Quote>
          <Small>{fill(text.sentAt, { time: time(r.sentAt) })}</Small>
        </>
      ),
    },
    { header: text.room, cell: (r) => r.roomName },
    { header: text.author, cell: (r) => <Masked id={r.authorId} name={r.authorName} /> },
    {
      header: text.reporters,
      cell: (r) => (
        <List>
          {r.reports.map((x) => (
            <li key={x.id}>
              <Masked id={x.reporterId} name={x.reporterName} /> <Tag>{text.reasons[x.reason]}</Tag>
              {x.note ? <Small>{x.note}</Small> : null}
              <Small>{time(x.at)}</Small>
            </li>
          ))}
        </List>
      ),
    },
    {
      header: text.reportCount,
      cell: (r) => <Tag $tone={r.count > 1 ? 'danger' : 'warning'}>{r.count}</Tag>,
      style: { textAlign: 'right' },
    },
    {
      header: bt('common.actions'),
      cell: (r) => (
        <Actions>
          <Button size="sm" variant="danger" onClick={() => setOpen({ hide: r })}>
            {text.hide}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ dismiss: r })}>
            {text.dismiss}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={text.reports}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.messageId}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      {open !== null && 'hide' in open && (
        <ReasonDialog
          title={fill(text.hideTitle, { author: authorOf(open.hide) })}
          hint={text.hideHint}
          confirmText={text.hide}
          danger
          onSubmit={async (reason) => {
            const res = await boCall(bo.chatHideMessage, { messageId: open.hide.messageId, reason });
            return fill(text.hidden, { count: res.closedReports });
          }}
          onClose={close}
          onDone={done}
        />
      )}
      {open !== null && 'dismiss' in open && (
        <ReasonDialog
          title={fill(text.dismissTitle, { author: authorOf(open.dismiss) })}
          hint={text.dismissHint}
          confirmText={text.dismiss}
          onSubmit={async (reason) => {
            const res = await boCall(bo.chatDismissReports, { messageId: open.dismiss.messageId, reason });
            return fill(text.dismissed, { count: res.closedReports });
          }}
          onClose={close}
          onDone={done}
        />
      )}
    </>
  );
}
