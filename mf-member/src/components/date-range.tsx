import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Tabs } from '@site/shared/ui';

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
  align-items: center;
  gap: 12px;
  input {
    height: 32px;
    padding: 0 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    color-scheme: ${(p) => p.theme.mode};
  }
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
        aria-label={t('memberCentre.dates.from')}
        items={presets}
        value={value.preset === 'custom' ? ('' as 'today') : value.preset}
        onChange={(p) => onChange(presetRange(p))}
      />
      <input
        type="date"
        aria-label={t('memberCentre.dates.from')}
        value={value.startDate}
        max={value.endDate}
        onChange={(e) =>
          e.target.value && onChange({ ...value, preset: 'custom', startDate: e.target.value })
        }
      />
      <span>—</span>
      <input
        type="date"
        aria-label={t('memberCentre.dates.to')}
        value={value.endDate}
        min={value.startDate}
        onChange={(e) => e.target.value && onChange({ ...value, preset: 'custom', endDate: e.target.value })}
      />
    </Bar>
  );
}
