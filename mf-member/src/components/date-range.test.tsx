import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithSite } from '@site/shared/testing';
import { DateRangeBar, type DateRange } from './date-range';

function Bar({ seen }: { seen: DateRange[] }) {
  const [range, setRange] = useState<DateRange>({
    preset: 'last7',
    startDate: '2026-11-17',
    endDate: '2026-11-23',
  });
  return (
    <DateRangeBar
      value={range}
      onChange={(next) => {
        seen.push(next);
        setRange(next);
      }}
    />
  );
}

describe('DateRangeBar', () => {
  it('shows the range as 2026-11-17 (not mm/dd/yyyy) and a start picked after the end moves the end', async () => {
    const user = userEvent.setup();
    const seen: DateRange[] = [];
    renderWithSite(<Bar seen={seen} />);
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-11-17');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-11-23');
    const [openStart] = screen.getAllByRole('button', { name: '打开日历' });
    await user.click(openStart!);
    const calendar = screen.getByRole('dialog', { name: '选择日期' });
    await user.click(within(calendar).getByRole('button', { name: '2026-11-27' }));
    expect(seen.at(-1)).toEqual({ preset: 'custom', startDate: '2026-11-27', endDate: '2026-11-27' });
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-11-27');
  });
});
