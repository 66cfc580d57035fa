import { Fragment, useState } from 'react';
import { useEndpoint } from '@site/shared/api';
import { sports, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, EmptyState } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import type { DateRange } from '../../components/date-range';
import { yuan } from '../../components/money';
import { Pager } from '../../components/pager';
import { Signed, Table, TableWrap } from '../../components/table';
import { Totals } from './totals';

export type SportsStatus = 'all' | 'unsettled' | 'settled';

/** CRTY tickets with totals; a ticket expands to its legs with their result codes. */
export function SportsRecords({ range, status }: { range: DateRange; status: SportsStatus }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const filter = { channelCode: 'CRTY' as const, status, startDate: range.startDate, endDate: range.endDate };
  const list = useEndpoint(sports.betRecordList, { ...filter, pageNum: page, pageSize: 10 });
  const totals = useEndpoint(sports.betRecordTotal, filter);
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
                      <th>{t('memberCentre.bets.payout')}</th>
                      <th>{t('memberCentre.bets.winLoss')}</th>
                      <th>{t('memberCentre.bets.status')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((b) => (
                      <Fragment key={b.betId}>
                        <tr>
                          <td>{b.orderNo}</td>
                          <td>{b.createTime}</td>
                          <td>
                            {b.betTypeName} {b.comboText}
                          </td>
                          <td>{yuan(b.stake)}</td>
                          <td>{b.payout === null ? '-' : yuan(b.payout)}</td>
                          <td>
                            {b.winLoss === null ? (
                              '-'
                            ) : (
                              <Signed $value={yuanTextToFen(b.winLoss)}>{yuan(b.winLoss)}</Signed>
                            )}
                          </td>
                          <td>{b.statusName}</td>
                          <td>
                            <Button
                              size="sm"
                              variant="text"
                              onClick={() => setOpen(open === b.betId ? null : b.betId)}
                            >
                              {open === b.betId
                                ? t('memberCentre.bets.hideLegs')
                                : t('memberCentre.bets.showLegs')}
                            </Button>
                          </td>
                        </tr>
                        {open === b.betId &&
                          b.legs.map((l, i) => (
                            <tr key={`${b.betId}-${i}`}>
                              <td colSpan={2}>{l.leagueName}</td>
                              <td colSpan={2}>
                                {l.team_h} vs {l.team_c}
                              </td>
                              <td colSpan={2}>
                                {l.playName} · {l.selectionName} @ {l.odds}
                              </td>
                              <td colSpan={2}>
                                {l.result
                                  ? t(`memberCentre.bets.result.${l.result}`)
                                  : t('memberCentre.bets.pending')}
                                {l.finalScore ? ` (${l.finalScore})` : ''}
                              </td>
                            </tr>
                          ))}
                      </Fragment>
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
