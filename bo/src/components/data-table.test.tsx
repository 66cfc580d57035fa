import { screen, within } from '@testing-library/react';
import { renderBo } from '../testing/render';
import { DataTable } from './data-table';

const rows = [{ id: 1, name: '张伟', amount: '300.00' }];

test('labels every cell with its column header for the stacked cards below 1024 px', () => {
  renderBo(
    <DataTable
      label="会员"
      rowKey={(r) => r.id}
      rows={rows}
      columns={[
        { header: '会员', cell: (r) => r.name },
        { header: '金额', cell: (r) => r.amount },
        { header: '', cell: () => <button type="button">查看</button> },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: '会员' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['会员', '金额', '']);
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((c) => [c.dataset.label, c.textContent])).toEqual([
    ['会员', '张伟'],
    ['金额', '300.00'],
    ['', '查看'],
  ]);
});
