import { csvText, statementCsv } from './csv';

describe('csvText', () => {
  it('starts with a BOM, ends lines with CRLF and quotes only what needs it', () => {
    expect(
      csvText([
        ['名字', '备注'],
        ['王, 小明', '说"好"'],
        ['a', 1],
      ]),
    ).toBe('\uFEFF名字,备注\r\n"王, 小明","说""好"""\r\na,1\r\n');
  });
});

describe('statementCsv', () => {
  it('writes the header, then each month figure for figure', () => {
    const month = {
      month: '2026-11',
      deposits: '400.00',
      withdrawals: '0.00',
      stakes: '150.00',
      wins: '90.00',
      net: '-60.00',
      minutesPlayed: 75,
    };
    expect(statementCsv([month], ['月', '存', '提', '投', '派', '净', '分'])).toBe(
      '\uFEFF月,存,提,投,派,净,分\r\n2026-11,400.00,0.00,150.00,90.00,-60.00,75\r\n',
    );
  });
});
