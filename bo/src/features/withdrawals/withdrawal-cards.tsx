import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { backoffice as bo } from '@site/shared/backoffice-contract';
import { money, time } from '../../lib/format';
import { label } from '../../lib/labels';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { SignalTags } from './signal-tags';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
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
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  strong {
    font-size: 18px;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The queue at tablet width: one card per order, the amount and the decision buttons always
 * in view (a wide table would scroll sideways and hide them).
 */
export function WithdrawalCards({
  rows,
  actions,
  status,
}: {
  rows: readonly bo.WithdrawalRow[];
  actions: (row: bo.WithdrawalRow) => ReactNode;
  status: (row: bo.WithdrawalRow) => ReactNode;
}) {
  return (
    <List aria-label={bt('withdrawals.title')}>
      {rows.map((r) => (
        <Item key={r.orderNo} aria-label={r.orderNo}>
          <Head>
            <span>{r.orderNo}</span>
            <strong>{money(r.amount)}</strong>
          </Head>
          <Fields>
            <div>
              <dt>{bt('withdrawals.member')}</dt>
              <dd>
                <Link to={boPaths.player(r.memberId)}>{r.memberName}</Link> {r.realName}
              </dd>
            </div>
            <div>
              <dt>{bt('withdrawals.account')}</dt>
              <dd>{`${r.cardHolder} · ${label('cardKind', r.kind)} ${r.accountNo}`}</dd>
            </div>
            <div>
              <dt>{bt('withdrawals.createdAt')}</dt>
              <dd>{time(r.createdAt)}</dd>
            </div>
            {r.fee > 0 && (
              <div>
                <dt>{bt('withdrawals.fee')}</dt>
                <dd>{money(r.fee)}</dd>
              </div>
            )}
            {r.remark && (
              <div>
                <dt>{bt('withdrawals.remark')}</dt>
                <dd>{r.remark}</dd>
              </div>
            )}
          </Fields>
          <SignalTags signals={r.signals} />
          {status(r)}
          {actions(r)}
        </Item>
      ))}
    </List>
  );
}
