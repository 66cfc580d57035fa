import styled from 'styled-components';
import { yuanTextToFen, type funds } from '@site/shared/contract';
import { formatDateTime, formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';

/**
 * Six columns are wider than a phone: they scroll inside this box, so the page itself never
 * scrolls sideways. Focusable, so a keyboard can scroll it too.
 */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes.sm};
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: 500;
    /* A squeezed column broke 类型 and 状态 into one character per line. */
    white-space: nowrap;
  }
  td:not(:nth-child(n + 5)) {
    white-space: nowrap;
  }
`;

const Amount = styled.td<{ $negative: boolean }>`
  color: ${(p) => (p.$negative ? p.theme.colors.danger : p.theme.colors.success)};
  font-weight: 600;
`;

/** One page of the transaction record; amounts signed as seen from the center wallet. */
export function DealRecordTable({ records }: { records: readonly funds.DealRecord[] }) {
  return (
    <Scroll role="region" aria-label={t('routes.transRecord')} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th>{t('funds.transRecord.time')}</th>
            <th>{t('funds.transRecord.type')}</th>
            <th>{t('funds.transRecord.amount')}</th>
            <th>{t('funds.transRecord.status')}</th>
            <th>{t('funds.transRecord.orderNo')}</th>
            <th>{t('funds.transRecord.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => {
            const fen = yuanTextToFen(r.amount);
            return (
              <tr key={r.id}>
                <td>{formatDateTime(r.createTime)}</td>
                <td>{r.typeName}</td>
                <Amount $negative={fen < 0}>{fen > 0 ? `+${formatMoney(fen)}` : formatMoney(fen)}</Amount>
                <td>{r.statusName}</td>
                <td>{r.orderNo}</td>
                <td>{r.remark}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
