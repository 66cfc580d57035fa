import type { StatementMonth } from '../contract/protection';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Rows as a CSV file Excel opens as it should: a BOM first (Excel reads UTF-8 Chinese only with
 * it), cells quoted only when they hold a comma, a quote or a line break, CRLF lines.
 */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The activity statement (issue 29) as CSV: one builder for the server's statement.csv and the
 * member page's download, so the two cannot differ. `header` names the seven columns (month,
 * deposits, withdrawals, stakes, wins, net, minutes) in the reader's language; the figures are
 * the JSON statement's, as it gives them.
 */
export function statementCsv(months: readonly StatementMonth[], header: readonly string[]): string {
  return csvText([
    header,
    ...months.map((m) => [m.month, m.deposits, m.withdrawals, m.stakes, m.wins, m.net, m.minutesPlayed]),
  ]);
}
