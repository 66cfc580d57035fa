import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useEndpointQuery } from '@site/shared/api';
import { sports, yuanTextToFen } from '@site/shared/contract';
import { formatPick } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { oddsFormatAtom } from '@site/shared/session';
import { Button } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import type { DateRange } from '../../components/date-range';
import { betKindText } from './bet-kind';
import { yuan } from '../../components/money';
import { PagedTable, type Column } from '../../components/paged-table';
import { Signed } from '../../components/table';
import { Totals } from './totals';

export type SportsStatus = 'all' | 'unsettled' | 'settled';

type Ticket = sports.BetRecord;

// Built at render time: the catalogue's text is read when the page shows, not when the module loads.
const columns = (): Column<Ticket>[] => [
  { header: t('memberCentre.bets.orderNo'), cell: (b) => b.orderNo },
  { header: t('memberCentre.bets.time'), cell: (b) => b.createTime },
  { header: t('memberCentre.bets.game'), cell: betKindText },
  { header: t('memberCentre.bets.stake'), cell: (b) => yuan(b.stake) },
  { header: t('memberCentre.bets.payout'), cell: (b) => (b.payout === null ? '-' : yuan(b.payout)) },
  {
    header: t('memberCentre.bets.winLoss'),
    cell: (b) =>
      b.winLoss === null ? '-' : <Signed $value={yuanTextToFen(b.winLoss)}>{yuan(b.winLoss)}</Signed>,
  },
  { header: t('memberCentre.bets.status'), cell: (b) => b.statusName },
];

/** A ticket's legs with their result codes, under its row; each pick as the sportsbook prints it. */
function Legs({ bet }: { bet: Ticket }) {
  const format = useAtomValue(oddsFormatAtom);
  return (
    <>
      {bet.legs.map((l, i) => (
        <tr key={`${bet.betId}-${i}`}>
          <td colSpan={2}>{l.leagueName}</td>
          <td colSpan={2}>
            {l.team_h} vs {l.team_c}
          </td>
          <td colSpan={2}>
            {
              formatPick(
                {
                  w: l.w,
                  playName: l.playName,
                  r: l.r,
                  selectionName: l.selectionName,
                  line: l.line,
                  odds: l.odds,
                },
                format,
              ).text
            }
          </td>
          <td colSpan={2}>
            {l.result ? t(`memberCentre.bets.result.${l.result}`) : t('memberCentre.bets.pending')}
            {l.finalScore ? ` (${l.finalScore})` : ''}
          </td>
        </tr>
      ))}
    </>
  );
}

/** CRTY tickets with totals; a ticket expands to its legs with their result codes. */
export function SportsRecords({ range, status }: { range: DateRange; status: SportsStatus }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const filter = { channelCode: 'CRTY' as const, status, startDate: range.startDate, endDate: range.endDate };
  const list = useEndpointQuery(sports.betRecordList, { ...filter, pageNum: page, pageSize: 10 });
  const totals = useEndpointQuery(sports.betRecordTotal, filter);
  return (
    <>
      <AsyncView state={totals}>{(s) => <Totals {...s} />}</AsyncView>
      <PagedTable
        state={list}
        columns={[
          ...columns(),
          {
            header: '',
            cell: (b) => (
              <Button size="sm" variant="text" onClick={() => setOpen(open === b.betId ? null : b.betId)}>
                {open === b.betId ? t('memberCentre.bets.hideLegs') : t('memberCentre.bets.showLegs')}
              </Button>
            ),
          },
        ]}
        rowKey={(b) => b.betId}
        empty={t('memberCentre.bets.empty')}
        page={page}
        pageSize={10}
        onPage={setPage}
        below={(b) => (open === b.betId ? <Legs bet={b} /> : null)}
      />
    </>
  );
}
