import { z } from 'zod';
import { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

/**
 * A deposit, loss or wager limit as the member types it (/mine/responsible): required
 * (请输入金额), then the amount rule the server's setLimit checks (yuan, 2 decimals).
 */
export const moneyLimitForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: () => t('protection.limits.amountRequired'), abort: true })
    .pipe(protection.setLimit.request.shape.amount.unwrap()),
});

/** The session limit as typed: whole minutes within the contract's 10-1440, else the page's rule. */
export const sessionLimitForm = z.object({
  minutes: z
    .string()
    .trim()
    .refine((text) => /^\d{1,4}$/.test(text) && protection.sessionMinutes.safeParse(Number(text)).success, {
      error: () => t('protection.session.rule'),
    })
    .transform(Number),
});
