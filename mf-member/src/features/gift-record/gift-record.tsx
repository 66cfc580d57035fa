import { useState } from 'react';
import { useEndpoint } from '@site/shared/api';
import { memberArea, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { DateRangeBar, presetRange, type DateRange } from '../../components/date-range';
import { yuan } from '../../components/money';
import { Pager } from '../../components/pager';
import { Progress } from '../../components/progress';
import { Table, TableWrap } from '../../components/table';

/** /mine/giftRecord: every bonus, rebate, red packet and exchange received, with its turnover progress. */
export function GiftRecord() {
  const [range, setRange] = useState<DateRange>(() => presetRange('last30'));
  const [page, setPage] = useState(1);
  const state = useEndpoint(memberArea.giftRecordList, {
    pageNum: page,
    pageSize: 10,
    startDate: range.startDate,
    endDate: range.endDate,
  });
  return (
    <>
      <DateRangeBar
        value={range}
        onChange={(r) => {
          setRange(r);
          setPage(1);
        }}
      />
      <div style={{ height: 16 }} />
      <AsyncView state={state}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t('memberCentre.gift.empty')} />
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>{t('memberCentre.gift.time')}</th>
                      <th>{t('memberCentre.gift.type')}</th>
                      <th>{t('memberCentre.gift.title')}</th>
                      <th>{t('memberCentre.gift.amount')}</th>
                      <th>{t('memberCentre.gift.progress')}</th>
                      <th>{t('memberCentre.gift.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((g) => (
                      <tr key={g.id}>
                        <td>{g.createdAt}</td>
                        <td>{g.sourceName}</td>
                        <td>{g.title}</td>
                        <td>{yuan(g.amount)}</td>
                        <td style={{ minWidth: 140 }}>
                          {yuan(g.done)} / {yuan(g.required)}
                          <Progress
                            done={yuanTextToFen(g.done)}
                            need={yuanTextToFen(g.required)}
                            label={t('memberCentre.gift.turnover')}
                          />
                        </td>
                        <td>{t(`memberCentre.gift.${g.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <td colSpan={3}>{t('memberCentre.gift.totalAmount')}</td>
                      <td data-testid="gift-total">{yuan(data.totalAmount)}</td>
                      <td colSpan={2} />
                    </tr>
                  </tfoot>
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
