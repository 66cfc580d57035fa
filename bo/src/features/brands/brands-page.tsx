import { useState } from 'react';
import { type ResponseOf } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Card, TextField, type Column } from '@site/shared/ui';
import { boCall, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { Actions, PageHeader, Tag } from '../../components/page';
import { ReasonDialog } from '../../components/reason-dialog';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';

type Brand = ResponseOf<typeof bo.listBrands>[number];
type Remote = Brand['remotes'][number];
type RemoteName = (typeof bo.pinRemote.request.shape.remote.options)[number];
type Acting = { brand: string; remote: RemoteName; action: 'pin' | 'rollback' };

/** 品牌与版本: the remote version each brand pins; pin a release or roll back (verified and audited on the server). */
export function BrandsPage() {
  const { session } = useOperatorSession();
  const query = useBoQuery(bo.listBrands, {});
  const [acting, setActing] = useState<Acting | null>(null);
  const [version, setVersion] = useState('');
  const [bad, setBad] = useState(false);
  const mayManage = can(session, 'brands.manage');
  const remoteName = (name: string): RemoteName | null => {
    const parsed = bo.pinRemote.request.shape.remote.safeParse(name);
    return parsed.success ? parsed.data : null;
  };

  const columns = (brand: string): Column<Remote>[] => [
    { header: bt('brands.remote'), cell: (r) => r.remote },
    { header: bt('brands.version'), cell: (r) => <Tag $tone="info">{r.version}</Tag> },
    { header: bt('brands.fallback'), cell: (r) => r.fallback ?? '-' },
    { header: bt('brands.history'), cell: (r) => r.history.join(' → ') || '-' },
    ...(mayManage
      ? [
          {
            header: bt('common.actions'),
            cell: (r: Remote) => {
              const remote = remoteName(r.remote);
              return remote ? (
                <Actions>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setVersion('');
                      setBad(false);
                      setActing({ brand, remote, action: 'pin' });
                    }}
                  >
                    {bt('brands.pin')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={r.history.length === 0}
                    onClick={() => setActing({ brand, remote, action: 'rollback' })}
                  >
                    {bt('brands.rollback')}
                  </Button>
                </Actions>
              ) : null;
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={bt('brands.title')} />
      {query.data ? (
        <div style={{ display: 'grid', gap: 16 }}>
          {query.data.map((b) => (
            <Card key={b.brand} title={`${b.title} · ${b.brand} · ${b.siteId}`} flush>
              <DataTable
                label={b.brand}
                columns={columns(b.brand)}
                rows={b.remotes}
                rowKey={(r) => r.remote}
              />
            </Card>
          ))}
        </div>
      ) : (
        <DataTable
          columns={[]}
          rows={undefined}
          rowKey={() => 0}
          loading={query.loading}
          error={query.error}
          onRetry={query.reload}
        />
      )}
      {acting && (
        <ReasonDialog
          title={bt(acting.action === 'pin' ? 'brands.pinTitle' : 'brands.rollbackTitle', acting)}
          beforeSubmit={() => {
            if (acting.action !== 'pin') return true;
            const invalid = !bo.pinRemote.request.shape.version.safeParse(version).success;
            setBad(invalid);
            return !invalid;
          }}
          onSubmit={async (reason) => {
            const { brand, remote } = acting;
            if (acting.action === 'pin') await boCall(bo.pinRemote, { brand, remote, version, reason });
            else await boCall(bo.rollbackRemote, { brand, remote, reason });
            return bt('brands.done', { brand });
          }}
          onClose={() => setActing(null)}
          onDone={query.reload}
        >
          {acting.action === 'pin' && (
            <TextField
              label={bt('brands.newVersion')}
              placeholder="1.2.0"
              value={version}
              onChange={(e) => setVersion(e.target.value)}
              error={bad ? bt('brands.versionInvalid') : undefined}
            />
          )}
        </ReasonDialog>
      )}
    </>
  );
}
