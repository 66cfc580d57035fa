import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type RequestOf } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, TextField, toast, type Column } from '@site/shared/ui';
import { boCall, errorText, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { FilterBar, PageHeader } from '../../components/page';
import { Pager } from '../../components/pager';
import { downloadCsv } from '../../lib/download';
import { time } from '../../lib/format';
import { label } from '../../lib/labels';
import { bt } from '../../messages';

const PAGE_SIZE = 50;
type Filter = Omit<RequestOf<typeof bo.exportAudit>, never>;

const Change = styled.code`
  display: block;
  max-width: 420px;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

function short(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

/** The filter form's text as the contract's filter: ids as numbers, local times as ISO. */
function filterOf(form: Record<'operatorId' | 'action' | 'memberId' | 'from' | 'to', string>): Filter {
  const iso = (v: string) => (v ? new Date(v).toISOString() : undefined);
  const filter: Filter = {};
  if (/^\d+$/.test(form.operatorId)) filter.operatorId = Number(form.operatorId);
  if (/^\d+$/.test(form.memberId)) filter.memberId = Number(form.memberId);
  if (form.action.trim()) filter.action = form.action.trim();
  const from = iso(form.from);
  const to = iso(form.to);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** 审计日志: every operator action and view of personal data, filtered and paged; CSV export of the same filter. */
export function AuditPage() {
  const empty = { operatorId: '', action: '', memberId: '', from: '', to: '' };
  const [form, setForm] = useState(empty);
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = useBoQuery(bo.listAudit, { ...filter, page, pageSize: PAGE_SIZE });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilter(filterOf(form));
    setPage(1);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await boCall(bo.exportAudit, filter);
      downloadCsv(file.filename, file.csv);
      toast.success(bt('audit.exported', { rows: file.rows }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<bo.AuditEntry>[] = [
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('audit.operator'), cell: (r) => r.operatorName },
    { header: bt('audit.ip'), cell: (r) => r.ip || '-' },
    { header: bt('audit.action'), cell: (r) => label('auditAction', r.action) },
    { header: bt('audit.target'), cell: (r) => `${label('targetType', r.targetType)} ${r.targetId}` },
    { header: bt('audit.memberId'), cell: (r) => r.memberId ?? '-' },
    { header: bt('common.reason'), cell: (r) => r.reason || '-' },
    {
      header: bt('audit.change'),
      cell: (r) => (
        <Change title={`${short(r.before)} → ${short(r.after)}`}>
          {r.before !== null && r.before !== undefined ? `${short(r.before)} → ` : ''}
          {short(r.after)}
        </Change>
      ),
    },
  ];
  const field = (key: keyof typeof empty, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    />
  );

  return (
    <>
      <PageHeader
        title={bt('audit.title')}
        extra={
          <Button variant="secondary" size="sm" loading={exporting} onClick={() => void exportCsv()}>
            {bt('common.export')}
          </Button>
        }
      />
      <FilterBar onSubmit={submit}>
        {field('operatorId', bt('audit.operatorId'))}
        {field('action', bt('audit.action'))}
        {field('memberId', bt('audit.memberId'))}
        {field('from', bt('common.from'), 'datetime-local')}
        {field('to', bt('common.to'), 'datetime-local')}
        <Button type="submit">{bt('common.search')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setForm(empty);
            setFilter({});
            setPage(1);
          }}
        >
          {bt('common.reset')}
        </Button>
      </FilterBar>
      <DataTable
        label={bt('audit.title')}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.id}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      {query.data && <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />}
    </>
  );
}
