import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, TextField, type Column } from '@site/shared/ui';
import { useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { FilterBar, PageHeader, Tag } from '../../components/page';
import { Pager } from '../../components/pager';
import { time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { label } from '../../lib/labels';
import { bt } from '../../messages';

const PAGE_SIZE = 20;

/** 会员管理: search by username, phone, e-mail, real name or an order number; the query lives in the URL. */
export function PlayerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const query = useBoQuery(bo.searchPlayers, { q, page, pageSize: PAGE_SIZE }, q.trim().length > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim()) setParams({ q: draft.trim() });
  }

  const columns: Column<bo.PlayerSummary>[] = [
    { header: bt('players.id'), cell: (p) => p.id },
    { header: bt('players.name'), cell: (p) => <Link to={boPaths.player(p.id)}>{p.name}</Link> },
    { header: bt('players.realName'), cell: (p) => p.realName || '-' },
    { header: bt('players.phone'), cell: (p) => p.phone || '-' },
    { header: bt('players.email'), cell: (p) => p.email || '-' },
    { header: bt('players.site'), cell: (p) => p.siteId },
    { header: bt('players.vip'), cell: (p) => `VIP${p.vipGrade}` },
    {
      header: bt('players.status'),
      cell: (p) => (
        <Tag $tone={p.status === 'frozen' ? 'warning' : 'success'}>{label('memberStatus', p.status)}</Tag>
      ),
    },
    { header: bt('players.createdAt'), cell: (p) => time(p.createdAt) },
    { header: bt('players.lastLogin'), cell: (p) => time(p.lastLoginAt) },
    {
      header: bt('common.actions'),
      cell: (p) => (
        <Link to={boPaths.player(p.id)}>
          <Button size="sm" variant="secondary" tabIndex={-1}>
            {bt('players.open')}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={bt('players.title')} />
      <FilterBar onSubmit={submit} role="search">
        <TextField
          style={{ minWidth: 320 }}
          aria-label={bt('common.search')}
          placeholder={bt('players.searchPlaceholder')}
          value={draft}
          maxLength={64}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{bt('common.search')}</Button>
      </FilterBar>
      {q ? (
        <>
          <DataTable
            label={bt('players.title')}
            columns={columns}
            rows={query.data?.list}
            rowKey={(p) => p.id}
            loading={query.loading}
            error={query.error}
            onRetry={query.reload}
          />
          {query.data && (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              onPage={(next) => setParams({ q, page: String(next) })}
            />
          )}
        </>
      ) : (
        <p>{bt('players.searchHint')}</p>
      )}
    </>
  );
}
