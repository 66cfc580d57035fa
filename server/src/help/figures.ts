import { USDT_RATE, WITHDRAW_CFG, type WithdrawCfg } from '../funds/catalog';
import { FIRST_DEPOSIT } from '../promotions/seed';

/** Whole yuan with thousands separators, as the articles write amounts (50,000). */
const yuanText = (fen: number) => (fen / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

const withdrawFigures = (prefix: string, cfg: WithdrawCfg) => ({
  [`${prefix}.min`]: yuanText(cfg.minFen),
  [`${prefix}.max`]: yuanText(cfg.maxFen),
  [`${prefix}.dailyCount`]: String(cfg.dailyCount),
  [`${prefix}.dailyMax`]: yuanText(cfg.dailyMaxFen),
});

/**
 * The figures help articles quote, from the settings the server enforces (issue 28 item 9: help
 * said 200,000 a day while the VIP page said 50,000). An article writes `{{withdraw.bank.dailyMax}}`
 * and never the number, so the article, the cashier and the VIP page cannot disagree.
 */
export const HELP_FIGURES: Readonly<Record<string, string>> = {
  ...withdrawFigures('withdraw.bank', WITHDRAW_CFG.bank),
  ...withdrawFigures('withdraw.usdt', WITHDRAW_CFG.usdt),
  'usdt.rate': USDT_RATE,
  'firstDeposit.rate': String(FIRST_DEPOSIT.rate),
  'firstDeposit.cap': yuanText(FIRST_DEPOSIT.cap * 100),
  'firstDeposit.multiple': String(FIRST_DEPOSIT.multiple),
};

/**
 * `source` with every `{{name}}` replaced by its figure.
 * @throws {Error} naming the file and the placeholder when a name is unknown (a typo fails at start-up, not on a page).
 */
export function fillFigures(file: string, source: string, figures = HELP_FIGURES): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = figures[name];
    if (value === undefined) throw new Error(`${file}: unknown figure {{${name}}}`);
    return value;
  });
}
