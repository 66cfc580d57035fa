import { useState } from 'react';
import { useEndpointQuery } from '@site/shared/api';
import { memberArea, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { ProgressBar } from '@site/shared/ui';
import { DateRangeBar, presetRange, type DateRange } from '../../components/date-range';
import { yuan } from '../../components/money';
import { PagedTable, type Column } from '../../components/paged-table';

type Gift = memberArea.GiftRecord;

// Built at render time: the catalogue's text is read when the page shows, not when the module loads.
const columns = (): Column<Gift>[] => [
  { header: t('memberCentre.gift.time'), cell: (g) => g.createdAt },
  { header: t('memberCentre.gift.type'), cell: (g) => g.sourceName },
  { header: t('memberCentre.gift.title'), cell: (g) => g.title },
  { header: t('memberCentre.gift.amount'), cell: (g) => yuan(g.amount) },
  {
    header: t('memberCentre.gift.progress'),
    style: { minWidth: 140 },
    cell: (g) => (
      <>
        {yuan(g.done)} / {yuan(g.required)}
        <ProgressBar
          done={yuanTextToFen(g.done)}
          need={yuanTextToFen(g.required)}
          label={t('memberCentre.gift.turnover')}
        />
      </>
    ),
  },
  { header: t('memberCentre.gift.status'), cell: (g) => t(`memberCentre.gift.${g.status}`) },
];

/** /mine/giftRecord: every bonus, rebate, red packet and exchange received, with its turnover progress. */
export function GiftRecord() {
  const [range, setRange] = useState<DateRange>(() => presetRange('last30'));
  const [page, setPage] = useState(1);
  const state = useEndpointQuery(memberArea.giftRecordList, {
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
      <PagedTable
        state={state}
        columns={columns()}
        rowKey={(g) => g.id}
        empty={t('memberCentre.gift.empty')}
        page={page}
        pageSize={10}
        onPage={setPage}
        footer={(data) => (
          <tr>
            <td colSpan={3}>{t('memberCentre.gift.totalAmount')}</td>
            <td data-testid="gift-total">{yuan(data.totalAmount)}</td>
            <td colSpan={2} />
          </tr>
        )}
      />
    </>
  );
}
