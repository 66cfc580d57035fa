import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { DatePicker, Tabs } from '@site/shared/ui';

export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';
export interface DateRange {
  preset: DatePreset;
  startDate: string;
  endDate: string;
}

const DAY = 86_400_000;
/** China date (YYYY-MM-DD) `daysAgo` days before now. */
export function chinaDate(daysAgo: number, now = Date.now()): string {
  return new Date(now + 8 * 3600_000 - daysAgo * DAY).toISOString().slice(0, 10);
}

export function presetRange(preset: Exclude<DatePreset, 'custom'>, now = Date.now()): DateRange {
  const back = { today: [0, 0], yesterday: [1, 1], last7: [6, 0], last30: [29, 0] }[preset];
  return { preset, startDate: chinaDate(back[0] ?? 0, now), endDate: chinaDate(back[1] ?? 0, now) };
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

/** Date presets (today, yesterday, 7 days, 30 days) and a custom range of China dates. */
export function DateRangeBar({ value, onChange }: { value: DateRange; onChange: (next: DateRange) => void }) {
  const presets = (['today', 'yesterday', 'last7', 'last30'] as const).map((p) => ({
    value: p,
    label: t(`memberCentre.dates.${p}`),
  }));
  return (
    <Bar>
      <Tabs
        variant="pill"
        aria-label={t('memberCentre.dates.presets')}
        items={presets}
        value={value.preset === 'custom' ? ('' as 'today') : value.preset}
        onChange={(p) => onChange(presetRange(p))}
      />
      <DatePicker
        label={t('memberCentre.dates.from')}
        value={value.startDate}
        onChange={(startDate) =>
          startDate &&
          onChange({
            preset: 'custom',
            startDate,
            // A start after the end moves the end with it: the range never turns inside out.
            endDate: startDate > value.endDate ? startDate : value.endDate,
          })
        }
      />
      <DatePicker
        label={t('memberCentre.dates.to')}
        value={value.endDate}
        onChange={(endDate) =>
          endDate &&
          onChange({
            preset: 'custom',
            startDate: endDate < value.startDate ? endDate : value.startDate,
            endDate,
          })
        }
      />
    </Bar>
  );
}
