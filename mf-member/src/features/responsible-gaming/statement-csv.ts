import type { protection } from '@site/shared/contract';
import { statementCsv as csvOf } from '@site/shared/format';
import { t } from '@site/shared/i18n';

type Month = protection.StatementMonth;

/**
 * The statement file the page saves: `statementCsv` of shared/format, the one builder the server's
 * statement.csv uses too, over the months the page shows (the JSON statement), with the column
 * names in the page's language. So the download is byte for byte the server's file without a
 * second request: the API's session travels in headers, which a plain download link cannot send.
 */
export function statementCsv(months: readonly Month[]): string {
  return csvOf(months, [
    t('protection.statement.month'),
    t('protection.statement.deposits'),
    t('protection.statement.withdrawals'),
    t('protection.statement.stakes'),
    t('protection.statement.wins'),
    t('protection.statement.net'),
    t('protection.statement.minutesColumn'),
  ]);
}

/** 活动记录-2026-11.csv: the server's file name, the newest month shown. */
export function statementFileName(months: readonly Month[]): string {
  const month = months[0]?.month;
  const name = t('protection.statement.fileName');
  return month ? name.replace(/\.csv$/, `-${month}.csv`) : name;
}
