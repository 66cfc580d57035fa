import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithSite } from '../testing';
import { DatePicker, monthGrid, parseDay } from './date-picker';

function Picker({ initial = '', seen }: { initial?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="开始日期"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('parses only real days written YYYY-MM-DD and lays months out from Sunday', () => {
    expect(parseDay('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('11/23/2026')).toBeNull();
    // 1 November 2026 is a Sunday; 1 February 2026 a Sunday too, 28 days.
    expect(monthGrid(2026, 11).slice(0, 2)).toEqual([1, 2]);
    expect(monthGrid(2026, 12).slice(0, 3)).toEqual([null, null, 1]);
    expect(monthGrid(2026, 2).filter((d) => d !== null)).toHaveLength(28);
  });

  it('shows the value as 2026-11-23 and picks a day from a zh-CN calendar', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithSite(<Picker initial="2026-11-23" seen={seen} />);
    const field = screen.getByLabelText('开始日期');
    expect(field).toHaveValue('2026-11-23');
    await user.click(screen.getByRole('button', { name: '打开日历' }));
    const calendar = screen.getByRole('dialog', { name: '选择日期' });
    expect(within(calendar).getByRole('combobox', { name: '年份' })).toHaveValue('2026');
    expect(within(calendar).getByRole('combobox', { name: '月份' })).toHaveValue('11');
    expect(within(calendar).getByText('日')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '2026-11-23' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(calendar).getByRole('button', { name: '上个月' }));
    expect(within(calendar).getByRole('combobox', { name: '月份' })).toHaveValue('10');
    await user.click(within(calendar).getByRole('button', { name: '2026-10-05' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('2026-10-05');
    expect(seen).toEqual(['2026-10-05']);
  });

  it('takes a typed day, and says what it expects for text that is not one', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithSite(<Picker seen={seen} />);
    const field = screen.getByLabelText('开始日期');
    expect(field).toHaveAttribute('placeholder', '年-月-日');
    await user.type(field, '11/23/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的日期，例如 2026-11-23');
    expect(seen).toEqual([]);
    await user.clear(field);
    await user.type(field, '2026-11-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen).toEqual(['', '2026-11-01']);
  });

  it('jumps to a year and a month from the heading, and opens where it is told while empty', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithSite(
      <DatePicker
        label="生日"
        value=""
        onChange={(v) => seen.push(v)}
        openAt={{ year: 1996, month: 1 }}
        years={{ from: 1926, to: 2008 }}
      />,
    );
    await user.click(screen.getByRole('button', { name: '打开日历' }));
    const calendar = screen.getByRole('dialog', { name: '选择日期' });
    const year = within(calendar).getByRole('combobox', { name: '年份' });
    expect(year).toHaveValue('1996');
    // Only the years asked for: a birthday of someone 18 or older.
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('2008年');
    expect(within(year).queryByRole('option', { name: '2009年' })).not.toBeInTheDocument();
    await user.selectOptions(year, '1990');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: '月份' }), '6');
    await user.click(within(calendar).getByRole('button', { name: '1990-06-15' }));
    expect(seen).toEqual(['1990-06-15']);
  });
});
