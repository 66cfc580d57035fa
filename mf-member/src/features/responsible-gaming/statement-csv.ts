import type { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The statement as CSV, built from the months the page already shows, so the file and the
 * table cannot differ. A BOM first: Excel reads the Chinese headers as UTF-8 only with it.
 * (The server's statement.csv has the same columns; a plain link cannot carry the session
 * headers it needs.)
 */
export function statementCsv(months: readonly protection.StatementMonth[]): string {
  const header = [
    t('protection.statement.month'),
    t('protection.statement.deposits'),
    t('protection.statement.withdrawals'),
    t('protection.statement.stakes'),
    t('protection.statement.wins'),
    t('protection.statement.net'),
    t('protection.statement.minutesColumn'),
  ];
  const rows = months.map((m) => [
    m.month,
    m.deposits,
    m.withdrawals,
    m.stakes,
    m.wins,
    m.net,
    m.minutesPlayed,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
