import { z } from 'zod';
import { auth, protection } from '@site/shared/contract';
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

/** What a time-out or self-exclusion is: its kind and one of its contract durations. */
export type BreakRequest =
  | { kind: 'timeout'; duration: z.infer<typeof protection.timeOutDuration> }
  | { kind: 'self_exclusion'; duration: z.infer<typeof protection.selfExclusionDuration> };

/**
 * The login password typed twice to confirm a time-out or self-exclusion: each required, then
 * the endpoint's own check of the two md5s (the message the server would give, on its field).
 */
export function breakPasswordForm(request: BreakRequest) {
  return z
    .object({
      password: z.string().min(1, { error: () => t('validation.loginPasswordRequired') }),
      confirmPassword: z.string().min(1, { error: () => t('validation.repeatPasswordRequired') }),
    })
    .superRefine(({ password, confirmPassword }, ctx) => {
      if (password === '' || confirmPassword === '') return;
      const twice = {
        password: auth.md5Password(password),
        confirmPassword: auth.md5Password(confirmPassword),
      };
      const parsed =
        request.kind === 'timeout'
          ? protection.timeOut.request.safeParse({ duration: request.duration, ...twice })
          : protection.selfExclude.request.safeParse({ duration: request.duration, ...twice });
      if (parsed.success) return;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    });
}
