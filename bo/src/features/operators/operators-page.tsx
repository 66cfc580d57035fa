import { useState } from 'react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Select, TextField, type Column } from '@site/shared/ui';
import { boCall, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { PageHeader, Tag } from '../../components/page';
import { ReasonDialog } from '../../components/reason-dialog';
import { time } from '../../lib/format';
import { bt } from '../../messages';

/** 操作员: the operator accounts; an admin creates one and hands over its one-time password. */
export function OperatorsPage() {
  const query = useBoQuery(bo.listOperators, {});
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [role, setRole] = useState<bo.Role>('finance');
  const [bad, setBad] = useState(false);
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  const columns: Column<bo.OperatorView>[] = [
    { header: 'ID', cell: (o) => o.id },
    { header: bt('operators.name'), cell: (o) => o.name },
    { header: bt('operators.role'), cell: (o) => bt(`roles.${o.role}`) },
    {
      header: bt('operators.status'),
      cell: (o) => (
        <Tag $tone={o.status === 'active' ? 'success' : 'neutral'}>{bt(`operators.${o.status}`)}</Tag>
      ),
    },
    {
      header: bt('operators.totp'),
      cell: (o) => (o.totpEnrolled ? bt('operators.enrolled') : bt('operators.notEnrolled')),
    },
    { header: bt('operators.lastLogin'), cell: (o) => time(o.lastLoginAt) },
  ];
  return (
    <>
      <PageHeader
        title={bt('operators.title')}
        extra={
          <Button
            size="sm"
            onClick={() => {
              setName('');
              setBad(false);
              setCreating(true);
            }}
          >
            {bt('operators.create')}
          </Button>
        }
      />
      {issued && (
        <p role="status">
          {bt('operators.created', { name: issued.name })} {bt('operators.oneTimePassword')}
          <code data-testid="one-time-password">{issued.password}</code>
        </p>
      )}
      <DataTable
        label={bt('operators.title')}
        columns={columns}
        rows={query.data}
        rowKey={(o) => o.id}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      {creating && (
        <ReasonDialog
          title={bt('operators.create')}
          beforeSubmit={() => {
            const invalid = !bo.createOperator.request.shape.name.safeParse(name).success;
            setBad(invalid);
            return !invalid;
          }}
          onSubmit={async (reason) => {
            const made = await boCall(bo.createOperator, { name, role, reason });
            setIssued({ name: made.operator.name, password: made.oneTimePassword });
            return bt('operators.created', { name: made.operator.name });
          }}
          onClose={() => setCreating(false)}
          onDone={query.reload}
        >
          <TextField
            label={bt('operators.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={bad ? bt('operators.nameInvalid') : undefined}
          />
          <Select
            label={bt('operators.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as bo.Role)}
            options={bo.ROLES.map((r) => ({ value: r, label: bt(`roles.${r}`) }))}
          />
        </ReasonDialog>
      )}
    </>
  );
}
