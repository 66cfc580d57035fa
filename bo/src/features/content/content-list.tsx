import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Tabs, type Column } from '@site/shared/ui';
import { useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { PageHeader, Tag } from '../../components/page';
import { can, useOperatorSession } from '../../session';
import { contentText as ct, fill } from './content-messages';
import { StateTag } from './state-tag';

type Kind = bo.ContentKind;
const KINDS: readonly Kind[] = ['notice', 'banner', 'help'];

export const kindOf = (value: string | null | undefined): Kind => KINDS.find((k) => k === value) ?? 'notice';

/** 内容管理: banners, notices and help articles with the state of each language. */
export function ContentList() {
  const { session } = useOperatorSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const kind = kindOf(params.get('kind'));
  const query = useBoQuery(bo.listContent, { kind });
  const mayManage = can(session, 'content.manage');
  const columns: Column<bo.ContentRow>[] = [
    { header: kind === 'help' ? ct.code : ct.id, cell: (r) => r.itemId },
    {
      header: ct.name,
      cell: (r) => (
        <>
          <Link to={`${kind}/${r.itemId}`}>{r.title}</Link>
          {r.withdrawn && ' '}
          {r.withdrawn && <Tag $tone="danger">{ct.withdrawn}</Tag>}
        </>
      ),
    },
    { header: ct.locales['zh-CN'], cell: (r) => <StateTag state={r.states['zh-CN']} /> },
    { header: ct.locales['zh-TW'], cell: (r) => <StateTag state={r.states['zh-TW']} /> },
    {
      header: ct.updated,
      cell: (r) => fill(ct.updatedBy, { time: r.updatedAt, name: r.updatedBy }),
    },
    {
      header: '',
      cell: (r) => (
        <Button size="sm" variant="secondary" onClick={() => navigate(`${kind}/${r.itemId}`)}>
          {ct.edit}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={ct.title}
        extra={
          mayManage ? <Button onClick={() => navigate(`${kind}/new`)}>{ct.create[kind]}</Button> : undefined
        }
      />
      <Tabs
        aria-label={ct.title}
        items={KINDS.map((k) => ({ value: k, label: ct.kinds[k] }))}
        value={kind}
        onChange={(k) => setParams({ kind: k }, { replace: true })}
      />
      <div style={{ height: 16 }} />
      <DataTable
        label={ct.kinds[kind]}
        columns={columns}
        rows={query.data}
        rowKey={(r) => r.itemId}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
    </>
  );
}
