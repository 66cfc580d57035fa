import { useState } from 'react';
import { type ResponseOf } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, toast, type Column } from '@site/shared/ui';
import { boCall, errorText, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { Actions, PageHeader, Tag } from '../../components/page';
import { ReasonDialog } from '../../components/reason-dialog';
import { time } from '../../lib/format';
import { label } from '../../lib/labels';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';
import { PromotionForm } from './promotion-form';
import { formText } from './texts';

type Row = ResponseOf<typeof bo.listPromotions>[number];
type Action = 'pause' | 'resume' | 'end';
type Detail = ResponseOf<typeof bo.promotionDetail>;

/** 活动管理: every promotion with its phase; create, edit, pause, resume or end one now (with a reason). */
export function PromotionsPage() {
  const { session } = useOperatorSession();
  const query = useBoQuery(bo.listPromotions, {});
  const [acting, setActing] = useState<{ row: Row; action: Action } | null>(null);
  const [editing, setEditing] = useState<{ detail: Detail | null } | null>(null);
  const openEditor = (id: number) =>
    boCall(bo.promotionDetail, { id }).then(
      (detail) => setEditing({ detail }),
      (error: unknown) => toast.error(errorText(error)),
    );
  const mayManage = can(session, 'promotions.manage');
  const columns: Column<Row>[] = [
    { header: 'ID', cell: (r) => r.id },
    { header: bt('promotions.name'), cell: (r) => r.title },
    {
      header: bt('promotions.kind'),
      cell: (r) => `${label('promotionKind', r.kind)} · ${label('promotionTab', r.tab)}`,
    },
    { header: bt('promotions.period'), cell: (r) => `${time(r.startsAt)} ~ ${time(r.endsAt)}` },
    {
      header: bt('promotions.phase'),
      cell: (r) => (
        <Tag $tone={r.phase === 'ongoing' ? 'success' : r.phase === 'upcoming' ? 'info' : 'neutral'}>
          {bt(`promotions.${r.phase}`)}
        </Tag>
      ),
    },
    {
      header: bt('common.status'),
      cell: (r) => (
        <Tag $tone={r.status === 'live' ? 'success' : 'warning'}>{bt(`promotions.${r.status}`)}</Tag>
      ),
    },
  ];
  if (mayManage)
    columns.push({
      header: bt('common.actions'),
      cell: (r) =>
        r.phase === 'ended' ? null : (
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => void openEditor(r.id)}>
              {formText.edit}
            </Button>
            {r.status === 'live' ? (
              <Button size="sm" variant="secondary" onClick={() => setActing({ row: r, action: 'pause' })}>
                {bt('promotions.pause')}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setActing({ row: r, action: 'resume' })}>
                {bt('promotions.resume')}
              </Button>
            )}
            <Button size="sm" variant="danger" onClick={() => setActing({ row: r, action: 'end' })}>
              {bt('promotions.end')}
            </Button>
          </Actions>
        ),
    });
  return (
    <>
      <PageHeader
        title={bt('promotions.title')}
        extra={
          mayManage ? (
            <Button size="sm" onClick={() => setEditing({ detail: null })}>
              {formText.create}
            </Button>
          ) : undefined
        }
      />
      <DataTable
        label={bt('promotions.title')}
        columns={columns}
        rows={query.data}
        rowKey={(r) => r.id}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      {editing && (
        <PromotionForm detail={editing.detail} onClose={() => setEditing(null)} onDone={query.reload} />
      )}
      {acting && (
        <ReasonDialog
          title={bt(`promotions.${acting.action}Title`, { title: acting.row.title })}
          danger={acting.action === 'end'}
          onSubmit={async (reason) => {
            await boCall(bo.updatePromotion, { id: acting.row.id, action: acting.action, reason });
            return bt('promotions.done');
          }}
          onClose={() => setActing(null)}
          onDone={query.reload}
        />
      )}
    </>
  );
}
