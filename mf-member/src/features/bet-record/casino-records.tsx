import { useState } from 'react';
import { useEndpointQuery } from '@site/shared/api';
import { memberArea, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { AsyncView } from '../../components/async-view';
import type { DateRange } from '../../components/date-range';
import { yuan } from '../../components/money';
import { PagedTable, type Column } from '../../components/paged-table';
import { Signed } from '../../components/table';
import { Totals } from './totals';

export type CasinoCategory = 'TY' | 'ZR' | 'DZ' | 'QP' | 'CP' | 'DJ' | 'BY';
export type CasinoResult = 'all' | 'win' | 'lose';

type Round = memberArea.GameRecord;
// Built at render time: the catalogue's text is read when the page shows, not when the module loads.
const columns = (): Column<Round>[] => [
  { header: t('memberCentre.bets.orderNo'), cell: (r) => r.roundId },
  { header: t('memberCentre.bets.time'), cell: (r) => r.createdAt },
  { header: t('memberCentre.bets.game'), cell: (r) => `${r.gameName} · ${r.venueCode}` },
  { header: t('memberCentre.bets.stake'), cell: (r) => yuan(r.stake) },
  { header: t('memberCentre.bets.valid'), cell: (r) => yuan(r.validBet) },
  { header: t('memberCentre.bets.payout'), cell: (r) => yuan(r.payout) },
  {
    header: t('memberCentre.bets.winLoss'),
    cell: (r) => <Signed $value={yuanTextToFen(r.winLoss)}>{yuan(r.winLoss)}</Signed>,
  },
];

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
  const list = useEndpointQuery(memberArea.gameRecordList, { ...filter, pageNum: page, pageSize: 10 });
  const totals = useEndpointQuery(memberArea.gameRecordTotal, filter);
  return (
    <>
      <AsyncView state={totals}>{(s) => <Totals {...s} />}</AsyncView>
      <PagedTable
        state={list}
        columns={columns()}
        rowKey={(r) => r.roundId}
        empty={t('memberCentre.bets.empty')}
        page={page}
        pageSize={10}
        onPage={setPage}
      />
    </>
  );
}
