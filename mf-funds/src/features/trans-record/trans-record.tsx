import { useState } from 'react';
import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, DatePicker, EmptyState, ErrorState, SkeletonText, Tabs } from '@site/shared/ui';
import { lastDays, type DateRange } from './date-range';
import { DealRecordTable } from './deal-record-table';

type DealType = funds.DealRecord['type'] | 'all';

const PAGE_SIZE = 10;
const DEFAULT_DAYS = 7;
const TYPES: readonly DealType[] = ['all', 'deposit', 'withdraw', 'transfer', 'bet', 'bonus', 'other'];

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin: 16px 0;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 16px;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** /mine/transRecord: the member's money movements by type and date, a page at a time. */
export function TransRecord({ initialRange = lastDays(DEFAULT_DAYS) }: { initialRange?: DateRange }) {
  const [type, setType] = useState<DealType>('all');
  const [draft, setDraft] = useState<DateRange>(initialRange);
  const [range, setRange] = useState<DateRange>(initialRange);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const [pageNum, setPageNum] = useState(1);
  // A cleared date field drops that bound rather than sending an invalid date.
  const bounds = {
    ...(range.startDate ? { startDate: range.startDate } : {}),
    ...(range.endDate ? { endDate: range.endDate } : {}),
  };
  const records = useEndpointQuery(funds.queryDealRecord, { type, ...bounds, pageNum, pageSize: PAGE_SIZE });

  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  let body;
  if (records.error)
    body = (
      <ErrorState message={failureText(records.error)} onRetry={records.reload} retrying={records.fetching} />
    );
  else if (!data) body = <SkeletonText lines={6} />;
  else if (data.list.length === 0)
    body = <EmptyState title={t('funds.transRecord.empty')} description={t('funds.transRecord.emptyText')} />;
  else
    body = (
      <>
        <DealRecordTable records={data.list} />
        <Pager aria-label={t('funds.transRecord.page', { page: pageNum, pages, total: data.total })}>
          <span>{t('funds.transRecord.page', { page: pageNum, pages, total: data.total })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={pageNum <= 1}
            onClick={() => setPageNum((p) => p - 1)}
          >
            {t('funds.transRecord.prev')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={pageNum >= pages}
            onClick={() => setPageNum((p) => p + 1)}
          >
            {t('funds.transRecord.next')}
          </Button>
        </Pager>
      </>
    );

  return (
    <div>
      <Tabs
        aria-label={t('funds.transRecord.types')}
        items={TYPES.map((value) => ({ value, label: t(`funds.transRecord.${value}`) }))}
        value={type}
        onChange={(value) => {
          setType(value);
          setPageNum(1);
        }}
      />
      <Filters
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
            setRangeError(t('funds.transRecord.dateOrder'));
            return;
          }
          setRangeError(undefined);
          setRange(draft);
          setPageNum(1);
        }}
      >
        <DatePicker
          label={t('funds.transRecord.startDate')}
          value={draft.startDate}
          onChange={(startDate) => setDraft((d) => ({ ...d, startDate }))}
          error={rangeError}
        />
        <DatePicker
          label={t('funds.transRecord.endDate')}
          value={draft.endDate}
          onChange={(endDate) => setDraft((d) => ({ ...d, endDate }))}
        />
        <Button type="submit" variant="primary">
          {t('funds.transRecord.search')}
        </Button>
      </Filters>
      {body}
    </div>
  );
}
