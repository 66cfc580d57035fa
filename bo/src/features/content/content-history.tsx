import styled from 'styled-components';
import type { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, type Column } from '@site/shared/ui';
import { DataTable } from '../../components/data-table';
import { Tag } from '../../components/page';
import { contentText as ct, fill } from './content-messages';

const Title = styled.h2`
  margin: 24px 0 12px;
  font-size: 16px;
`;

const Pubs = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

export interface HistoryProps {
  revisions: readonly bo.RevisionView[];
  mayManage: boolean;
  /** Publish this revision: a rollback when it is older than the live one. */
  onPublish: (revision: bo.RevisionView, rollback: boolean) => void;
}

/** Every revision of one language, newest first: who wrote it, when, each time it went live. */
export function ContentHistory({ revisions, mayManage, onPublish }: HistoryProps) {
  const liveId = revisions.find((r) => r.live)?.id ?? null;
  const columns: Column<bo.RevisionView>[] = [
    { header: ct.revision, cell: (r) => `#${r.id}` },
    { header: ct.name, cell: (r) => r.fields.title },
    { header: ct.author, cell: (r) => r.authorName },
    { header: ct.savedAt, cell: (r) => r.createdAt },
    {
      header: ct.publications,
      cell: (r) =>
        r.live ? (
          <Tag $tone="success">{ct.live}</Tag>
        ) : r.publications.length === 0 ? (
          <Tag>{ct.neverPublished}</Tag>
        ) : (
          <Pubs>
            {r.publications.map((p) => (
              <li key={`${p.at}-${p.operatorName}`}>
                {fill(ct.updatedBy, { time: p.at, name: p.operatorName })}
              </li>
            ))}
          </Pubs>
        ),
    },
  ];
  if (mayManage)
    columns.push({
      header: '',
      cell: (r) => {
        if (r.live) return null;
        const rollback = liveId !== null && r.id < liveId;
        return (
          <Button size="sm" variant="secondary" onClick={() => onPublish(r, rollback)}>
            {rollback ? ct.rollback : ct.publishThis}
          </Button>
        );
      },
    });
  return (
    <section>
      <Title>{ct.history}</Title>
      <DataTable label={ct.history} columns={columns} rows={revisions} rowKey={(r) => r.id} />
    </section>
  );
}
