import styled from 'styled-components';
import type { ResponseOf } from '@site/shared/contract';
import type { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Card, type Column } from '@site/shared/ui';
import { DataTable } from '../../components/data-table';
import { Tag } from '../../components/page';
import { money, time } from '../../lib/format';
import { label } from '../../lib/labels';
import { bt } from '../../messages';

export type PlayerView = ResponseOf<typeof bo.viewPlayer>;
type Of<K extends keyof PlayerView> = PlayerView[K] extends readonly (infer T)[] ? T : never;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 560px), 1fr));
  gap: 16px;
  margin-top: 16px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px 24px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: 12px;
  }
  dd {
    margin: 2px 0 0;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

export function Profile({ view }: { view: PlayerView }) {
  const p = view.player;
  const facts: [string, string][] = [
    [bt('players.id'), String(p.id)],
    [bt('players.name'), p.name],
    [bt('players.realName'), p.realName || '-'],
    [bt('players.phone'), p.phone || '-'],
    [bt('players.email'), p.email || '-'],
    [bt('players.site'), p.siteId],
    [bt('players.vip'), `VIP${p.vipGrade}`],
    [bt('players.status'), label('memberStatus', p.status)],
    [bt('players.createdAt'), time(p.createdAt)],
    [bt('players.lastLogin'), time(p.lastLoginAt)],
  ];
  return (
    <Card title={bt('players.profile')}>
      <Facts>
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

export function Balances({ view }: { view: PlayerView }) {
  const b = view.balances;
  return (
    <Card title={bt('players.balances')}>
      <Facts>
        <div>
          <dt>{bt('players.center')}</dt>
          <dd>{money(b.center)}</dd>
        </div>
        <div>
          <dt>{bt('players.lock')}</dt>
          <dd>{money(b.lock)}</dd>
        </div>
        {b.venues.map((v) => (
          <div key={v.venue}>
            <dt>{v.venue}</dt>
            <dd>{money(v.balance)}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

function Section<T>({
  title,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (r: T) => string | number;
}) {
  return (
    <Card title={title} flush>
      <DataTable label={title} columns={columns} rows={rows} rowKey={rowKey} />
    </Card>
  );
}

export function Restrictions({
  view,
  onLift,
}: {
  view: PlayerView;
  onLift: ((r: bo.RestrictionView) => void) | null;
}) {
  const columns: Column<bo.RestrictionView>[] = [
    { header: bt('players.kind'), cell: (r) => bt(`restriction.${r.kind}`) },
    { header: bt('players.startsAt'), cell: (r) => time(r.startsAt) },
    { header: bt('players.endsAt'), cell: (r) => (r.endsAt ? time(r.endsAt) : bt('players.forever')) },
    { header: bt('common.reason'), cell: (r) => r.reason },
    // A break the player took themselves is stored as set by 'member'.
    {
      header: bt('players.createdBy'),
      cell: (r) => (r.createdBy === 'member' ? bt('players.byMember') : r.createdBy),
    },
    {
      header: bt('common.status'),
      cell: (r) =>
        r.inForce ? <Tag $tone="danger">{bt('players.inForce')}</Tag> : <Tag>{bt('players.lifted')}</Tag>,
    },
    {
      header: bt('common.actions'),
      cell: (r) =>
        r.inForce && onLift && r.kind.startsWith('freeze_') ? (
          <Button size="sm" variant="secondary" onClick={() => onLift(r)}>
            {bt('players.unfreeze')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Section
      title={bt('players.restrictions')}
      columns={columns}
      rows={view.restrictions}
      rowKey={(r) => r.id}
    />
  );
}

export function Ledger({ view }: { view: PlayerView }) {
  const columns: Column<Of<'ledger'>>[] = [
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('players.kind'), cell: (r) => label('transferKind', r.kind) },
    { header: bt('common.amount'), cell: (r) => money(r.amount), style: { textAlign: 'right' } },
    { header: bt('players.fromTo'), cell: (r) => `${label('wallet', r.from)} → ${label('wallet', r.to)}` },
    { header: bt('players.memo'), cell: (r) => r.orderNo ?? r.memo },
  ];
  return <Section title={bt('players.ledger')} columns={columns} rows={view.ledger} rowKey={(r) => r.id} />;
}

export function Bonuses({ view }: { view: PlayerView }) {
  const columns: Column<Of<'bonuses'>>[] = [
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('players.title_'), cell: (r) => r.title },
    { header: bt('players.source'), cell: (r) => label('transferKind', r.source) },
    { header: bt('common.amount'), cell: (r) => money(r.amount), style: { textAlign: 'right' } },
    {
      header: bt('players.turnover'),
      cell: (r) => `${money(r.doneTurnover)} / ${money(r.requiredTurnover)}`,
    },
    { header: bt('common.status'), cell: (r) => label('bonusStatus', r.status) },
  ];
  return <Section title={bt('players.bonuses')} columns={columns} rows={view.bonuses} rowKey={(r) => r.id} />;
}

export function Deposits({ view }: { view: PlayerView }) {
  const columns: Column<Of<'deposits'>>[] = [
    { header: bt('withdrawals.orderNo'), cell: (r) => r.orderNo },
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('common.amount'), cell: (r) => money(r.amount), style: { textAlign: 'right' } },
    { header: bt('players.payType'), cell: (r) => label('payType', r.payType) },
    { header: bt('players.payerName'), cell: (r) => r.payerName || '-' },
    { header: bt('common.status'), cell: (r) => label('depositStatus', r.status) },
  ];
  return (
    <Section
      title={bt('players.deposits')}
      columns={columns}
      rows={view.deposits}
      rowKey={(r) => r.orderNo}
    />
  );
}

export function Withdrawals({ view }: { view: PlayerView }) {
  const columns: Column<Of<'withdrawals'>>[] = [
    { header: bt('withdrawals.orderNo'), cell: (r) => r.orderNo },
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('common.amount'), cell: (r) => money(r.amount), style: { textAlign: 'right' } },
    { header: bt('common.status'), cell: (r) => label('withdrawalStatus', r.status) },
    { header: bt('withdrawals.remark'), cell: (r) => r.remark || '-' },
  ];
  return (
    <Section
      title={bt('players.withdrawals')}
      columns={columns}
      rows={view.withdrawals}
      rowKey={(r) => r.orderNo}
    />
  );
}

export function Logins({ view }: { view: PlayerView }) {
  const columns: Column<Of<'logins'>>[] = [
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('players.ip'), cell: (r) => r.ip },
    { header: bt('players.device'), cell: (r) => r.device },
    { header: bt('players.result'), cell: (r) => label('loginResult', r.result) },
  ];
  return (
    <Section
      title={bt('players.logins')}
      columns={columns}
      rows={view.logins}
      rowKey={(r) => `${r.at}-${r.ip}-${r.device}`}
    />
  );
}

export function Linked({ view, onOpen }: { view: PlayerView; onOpen: (memberId: number) => void }) {
  const columns: Column<bo.LinkedAccount>[] = [
    {
      header: bt('players.name'),
      cell: (r) => (
        <Button size="sm" variant="text" onClick={() => onOpen(r.memberId)}>
          {r.name}
        </Button>
      ),
    },
    { header: bt('players.via'), cell: (r) => <Tag $tone="warning">{bt(`via.${r.via}`)}</Tag> },
    { header: bt('players.value'), cell: (r) => r.value },
  ];
  return (
    <Section
      title={bt('players.linked')}
      columns={columns}
      rows={view.linked}
      rowKey={(r) => `${r.memberId}-${r.via}-${r.value}`}
    />
  );
}

export function Games({ view }: { view: PlayerView }) {
  const bets: Column<Of<'sportBets'>>[] = [
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('players.stake'), cell: (r) => money(r.stake), style: { textAlign: 'right' } },
    { header: bt('players.payout'), cell: (r) => money(r.payout), style: { textAlign: 'right' } },
    { header: bt('common.status'), cell: (r) => label('betStatus', r.status) },
  ];
  const rounds: Column<Of<'rounds'>>[] = [
    { header: bt('common.time'), cell: (r) => time(r.at) },
    { header: bt('players.venue'), cell: (r) => r.venue },
    { header: bt('players.stake'), cell: (r) => money(r.stake), style: { textAlign: 'right' } },
    { header: bt('players.win'), cell: (r) => money(r.win), style: { textAlign: 'right' } },
  ];
  return (
    <>
      <Section title={bt('players.bets')} columns={bets} rows={view.sportBets} rowKey={(r) => r.id} />
      <Section title={bt('players.rounds')} columns={rounds} rows={view.rounds} rowKey={(r) => r.id} />
    </>
  );
}
