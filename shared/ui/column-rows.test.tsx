import { screen, within } from '@testing-library/react';
import { ColumnRows, type Column } from './column-rows';
import { renderUi } from './testing/render';

interface Row {
  id: number;
  name: string;
  amount: string;
}
const columns: Column<Row>[] = [
  { header: '名称', cell: (r) => r.name },
  { header: '金额', cell: (r) => `${r.amount} 元`, style: { minWidth: 100 } },
];

describe('ColumnRows', () => {
  it('renders the header, a row per item with the rows opened under it, and the footer', () => {
    renderUi(
      <table aria-label="记录">
        <ColumnRows
          columns={columns}
          rows={[
            { id: 1, name: '首存彩金', amount: '100' },
            { id: 2, name: '签到奖励', amount: '1.88' },
          ]}
          rowKey={(r) => r.id}
          below={(r) =>
            r.id === 1 ? (
              <tr>
                <td colSpan={2}>明细 {r.name}</td>
              </tr>
            ) : null
          }
          footer={
            <tr>
              <td>合计</td>
              <td>101.88 元</td>
            </tr>
          }
        />
      </table>,
    );
    const rows = within(screen.getByRole('table', { name: '记录' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '名称金额',
      '首存彩金100 元',
      '明细 首存彩金',
      '签到奖励1.88 元',
      '合计101.88 元',
    ]);
    expect(screen.getByText('100 元')).toHaveStyle({ minWidth: '100px' });
  });
});
