import { Calendar, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../i18n';
import { alpha } from '../theme';
import { IconButton } from './button';
import { TextField } from './text-field';

/** 'YYYY-MM-DD' when `text` is a real calendar day written that way, else null. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The days of a month laid out in weeks from Sunday (null: a blank before the 1st / after the end). */
export function monthGrid(year: number, month: number): (number | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (number | null)[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

const Wrap = styled.div`
  position: relative;
`;

const Pop = styled.div<{ $inline: boolean }>`
  position: ${(p) => (p.$inline ? 'static' : 'absolute')};
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  margin-top: ${(p) => (p.$inline ? '8px' : '0')};
  width: 280px;
  max-width: calc(100vw - 32px);
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.md};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  font-weight: ${(p) => p.theme.fontWeights.medium};
`;

const Jump = styled.div`
  display: flex;
  gap: 4px;
  select {
    padding: 4px 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 2px;
  text-align: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
  span {
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 28px;
  }
`;

const Day = styled.button<{ $on: boolean }>`
  height: 32px;
  border: none;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => (p.$on ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$on ? p.theme.colors.primaryText : p.theme.colors.text)};
  cursor: pointer;
  &:hover {
    background: ${(p) => (p.$on ? p.theme.colors.primary : alpha(p.theme.colors.primary, 15))};
  }
`;

export interface DatePickerProps {
  label?: ReactNode;
  /** 'YYYY-MM-DD' or '' (no date). */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  className?: string;
  /** The month the calendar opens at while there is no value (a birthday: some 30 years back); default this month. */
  openAt?: { year: number; month: number };
  /** The years the year list offers, inclusive; default 100 years back to next year. */
  years?: { from: number; to: number };
  /**
   * The calendar in the page's flow, under the field, instead of floating over what follows:
   * inside a dialog, whose scroll box clips anything that floats past its edge.
   */
  inline?: boolean;
}

/**
 * A date field written and shown as 2026-11-23 whatever the browser's language (a native
 * date input shows mm/dd/yyyy in an English browser), with a zh-CN calendar (周日起, 年月).
 * Typed text that is not a real day is not passed on: the field says what it expects.
 */
export function DatePicker({
  label,
  value,
  onChange,
  error,
  className,
  openAt,
  years,
  inline = false,
}: DatePickerProps) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const today = new Date();
  const shown = parseDay(value);
  const [view, setView] = useState(() => ({
    year: shown?.year ?? openAt?.year ?? today.getFullYear(),
    month: shown?.month ?? openAt?.month ?? today.getMonth() + 1,
  }));
  const from = Math.min(years?.from ?? today.getFullYear() - 100, view.year);
  const to = Math.max(years?.to ?? today.getFullYear() + 1, view.year);
  const yearList = Array.from({ length: to - from + 1 }, (_, i) => to - i);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const typedBad = text !== '' && parseDay(text) === null;
  const step = (delta: number) =>
    setView(({ year, month }) => {
      const m = month + delta;
      return m < 1
        ? { year: year - 1, month: 12 }
        : m > 12
          ? { year: year + 1, month: 1 }
          : { year, month: m };
    });
  const pick = (day: string) => {
    setText(day);
    onChange(day);
    setOpen(false);
  };

  return (
    <Wrap ref={wrap} className={className} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <TextField
        label={label}
        value={text}
        inputMode="numeric"
        placeholder={t('ui.datePicker.placeholder')}
        error={typedBad ? t('ui.datePicker.invalid') : error}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value === '' || parseDay(e.target.value)) onChange(e.target.value.trim());
        }}
        suffix={
          <IconButton
            size="sm"
            aria-label={t('ui.datePicker.open')}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            <Calendar size="1em" aria-hidden focusable={false} />
          </IconButton>
        }
      />
      {open && (
        <Pop role="dialog" aria-label={t('ui.datePicker.calendar')} $inline={inline}>
          <Head>
            <IconButton size="sm" aria-label={t('ui.datePicker.prevMonth')} onClick={() => step(-1)}>
              <ChevronLeft size="1em" aria-hidden focusable={false} />
            </IconButton>
            {/* A year and a month to jump to: a birthday is decades back, not a few clicks. */}
            <Jump>
              <select
                aria-label={t('ui.datePicker.yearSelect')}
                value={view.year}
                onChange={(e) => setView((v) => ({ ...v, year: Number(e.target.value) }))}
              >
                {yearList.map((y) => (
                  <option key={y} value={y}>
                    {t('ui.datePicker.yearOption', { year: y })}
                  </option>
                ))}
              </select>
              <select
                aria-label={t('ui.datePicker.monthSelect')}
                value={view.month}
                onChange={(e) => setView((v) => ({ ...v, month: Number(e.target.value) }))}
              >
                {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                  <option key={m} value={m}>
                    {t('ui.datePicker.monthOption', { month: m })}
                  </option>
                ))}
              </select>
            </Jump>
            <IconButton size="sm" aria-label={t('ui.datePicker.nextMonth')} onClick={() => step(1)}>
              <ChevronRight size="1em" aria-hidden focusable={false} />
            </IconButton>
          </Head>
          <Days>
            {[...t('ui.datePicker.weekdays')].map((w) => (
              <span key={w}>{w}</span>
            ))}
            {monthGrid(view.year, view.month).map((d, i) => {
              if (d === null) return <span key={`b${i}`} />;
              const day = formatDay(view.year, view.month, d);
              return (
                <Day
                  key={day}
                  type="button"
                  $on={day === value}
                  aria-label={day}
                  aria-pressed={day === value}
                  onClick={() => pick(day)}
                >
                  {d}
                </Day>
              );
            })}
          </Days>
        </Pop>
      )}
    </Wrap>
  );
}
