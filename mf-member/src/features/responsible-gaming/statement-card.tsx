import { useMemo } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { protection, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, EmptyState } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { yuan } from '../../components/money';
import { Signed, Table, TableWrap } from '../../components/table';
import { Hint } from './layout';
import { statementCsv, statementFileName } from './statement-csv';

type Month = protection.StatementMonth;

const Download = styled.a`
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * On a phone the table scrolls sideways with the month kept in view; the next column shows cut at
 * the card's edge, so the figures beyond it are seen to be there.
 */
const StatementTable = styled(Table)`
  min-width: 620px;
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: inset -1px 0 0 ${(p) => p.theme.colors.border};
  }
`;

function Rows({ months }: { months: readonly Month[] }) {
  if (months.length === 0) return <EmptyState title={t('protection.statement.empty')} />;
  return (
    <>
      <TableWrap>
        <StatementTable aria-label={t('protection.statement.title')}>
          <thead>
            <tr>
              <th scope="col">{t('protection.statement.month')}</th>
              <th scope="col">{t('protection.statement.deposits')}</th>
              <th scope="col">{t('protection.statement.withdrawals')}</th>
              <th scope="col">{t('protection.statement.stakes')}</th>
              <th scope="col">{t('protection.statement.wins')}</th>
              <th scope="col">{t('protection.statement.net')}</th>
              <th scope="col">{t('protection.statement.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{yuan(m.deposits)}</td>
                <td>{yuan(m.withdrawals)}</td>
                <td>{yuan(m.stakes)}</td>
                <td>{yuan(m.wins)}</td>
                <td>
                  <Signed $value={yuanTextToFen(m.net)}>{yuan(m.net)}</Signed>
                </td>
                <td>{t('protection.statement.minutesValue', { minutes: m.minutesPlayed })}</td>
              </tr>
            ))}
          </tbody>
        </StatementTable>
      </TableWrap>
    </>
  );
}

/** Download link of the months shown: the same figures, as a file Excel opens. */
function CsvLink({ months }: { months: readonly Month[] }) {
  const href = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(statementCsv(months))}`,
    [months],
  );
  return (
    <Download href={href} download={statementFileName(months)}>
      {t('protection.statement.download')}
    </Download>
  );
}

/** The activity statement (MGA: a history of at least 6 months): the last 12 months, newest first. */
export function StatementCard() {
  const state = useEndpoint(protection.statement, {});
  return (
    <Card
      title={t('protection.statement.title')}
      extra={state.data && state.data.months.length > 0 ? <CsvLink months={state.data.months} /> : undefined}
    >
      <Hint>{t('protection.statement.hint')}</Hint>
      <AsyncView state={state}>{(data) => <Rows months={data.months} />}</AsyncView>
    </Card>
  );
}
