import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { backoffice as boTypes } from '@site/shared/backoffice-contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, EmptyState, ErrorState, Skeleton, Tabs } from '@site/shared/ui';
import { errorText, useBoQuery } from '../../api';
import { PageHeader, Tag } from '../../components/page';
import { Pager } from '../../components/pager';
import { time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';
import { ReplyDialog } from './reply-dialog';
import { feedbackText as text, fill } from './texts';

type Status = 'open' | 'replied';
type Row = boTypes.FeedbackRow;
const PAGE_SIZE = 20;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  font-size: 13px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${(p) => p.theme.colors.textSecondary};
  a {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  > :last-child {
    margin-left: auto;
  }
`;

const Content = styled.p`
  margin: 0;
  font-size: 14px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

function FeedbackItem({ row, onReply }: { row: Row; onReply: (() => void) | null }) {
  return (
    <Item aria-label={`${row.memberName} ${text.types[row.type]}`}>
      <Head>
        <Link to={boPaths.player(row.memberId)}>{row.memberName}</Link>
        <Tag $tone="info">{text.types[row.type]}</Tag>
        {row.deleted && <Tag>{text.deleted}</Tag>}
        <span>{time(row.createdAt)}</span>
      </Head>
      <Content>{row.content}</Content>
      {(row.orderNo || row.images.length > 0) && (
        <Head>
          {row.orderNo && <span>{`${text.orderNo}：${row.orderNo}`}</span>}
          {row.images.length > 0 && <span>{fill(text.images, { count: row.images.length })}</span>}
          <span />
        </Head>
      )}
      {row.reply && (
        <Reply>
          <p>{row.reply}</p>
          <small>
            {fill(text.repliedAt, { time: time(row.repliedAt) })} · {row.replyRead ? text.read : text.unread}
          </small>
        </Reply>
      )}
      {onReply && !row.deleted && (
        <div>
          <Button size="sm" variant={row.reply ? 'secondary' : 'primary'} onClick={onReply}>
            {row.reply ? text.editReply : text.reply}
          </Button>
        </div>
      )}
    </Item>
  );
}

/** 反馈处理: players' feedback, the open ones oldest first; reply (the player reads it in 我的反馈). */
export function FeedbackPage() {
  const { session } = useOperatorSession();
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<Row | null>(null);
  const query = useBoQuery(bo.listFeedback, { status, page, pageSize: PAGE_SIZE });
  const mayReply = can(session, 'feedback.reply');
  const rows = query.data?.list;

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
        items={(['open', 'replied'] as const).map((value) => ({ value, label: text[value] }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {query.error !== undefined && !rows ? (
        <ErrorState message={errorText(query.error)} onRetry={query.reload} />
      ) : !rows ? (
        <Skeleton height="160px" />
      ) : rows.length === 0 ? (
        <EmptyState title={status === 'open' ? text.empty : bt('common.empty')} />
      ) : (
        <List aria-label={text.title}>
          {rows.map((row) => (
            <FeedbackItem key={row.id} row={row} onReply={mayReply ? () => setReplying(row) : null} />
          ))}
        </List>
      )}
      {query.data && <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />}
      {replying && <ReplyDialog row={replying} onClose={() => setReplying(null)} onDone={query.reload} />}
    </>
  );
}
