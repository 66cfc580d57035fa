import { useState } from 'react';
import { useEndpoint } from '@site/shared/api';
import { memberArea, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import type { DateRange } from '../../components/date-range';
import { yuan } from '../../components/money';
import { Pager } from '../../components/pager';
import { Signed, Table, TableWrap } from '../../components/table';
import { Totals } from './totals';

export type CasinoCategory = 'ZR' | 'DZ' | 'QP' | 'CP' | 'DJ' | 'BY';
export type CasinoResult = 'all' | 'win' | 'lose';

/** Casino rounds of one category with totals. */
export function CasinoRecords({
  range,
  category,
  result,
}: {
  range: DateRange;
  category: CasinoCategory;
  result: CasinoResult;
}) {
  const [page, setPage] = useState(1);
  const filter = { category, result, startDate: range.startDate, endDate: range.endDate };
  const list = useEndpoint(memberArea.gameRecordList, { ...filter, pageNum: page, pageSize: 10 });
  const totals = useEndpoint(memberArea.gameRecordTotal, filter);
  return (
    <>
      <AsyncView state={totals}>{(s) => <Totals {...s} />}</AsyncView>
      <AsyncView state={list}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t('memberCentre.bets.empty')} />
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>{t('memberCentre.bets.orderNo')}</th>
                      <th>{t('memberCentre.bets.time')}</th>
                      <th>{t('memberCentre.bets.game')}</th>
                      <th>{t('memberCentre.bets.stake')}</th>
                      <th>{t('memberCentre.bets.valid')}</th>
                      <th>{t('memberCentre.bets.payout')}</th>
                      <th>{t('memberCentre.bets.winLoss')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.roundId}>
                        <td>{r.roundId}</td>
                        <td>{r.createdAt}</td>
                        <td>
                          {r.gameName} · {r.venueCode}
                        </td>
                        <td>{yuan(r.stake)}</td>
                        <td>{yuan(r.validBet)}</td>
                        <td>{yuan(r.payout)}</td>
                        <td>
                          <Signed $value={yuanTextToFen(r.winLoss)}>{yuan(r.winLoss)}</Signed>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
              <Pager page={page} pageSize={10} total={data.total} onPage={setPage} />
            </>
          )
        }
      </AsyncView>
    </>
  );
}
