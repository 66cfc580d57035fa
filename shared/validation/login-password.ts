import { z } from 'zod';
import { t } from '@site/shared/i18n';
import { newPasswordForm } from './forgot-password';

/**
 * 修改登录密码: the old password (required), the new one twice by the new-password rule
 * (8-12 letters + digits, both the same, SPEC §5), and a new one that differs from the old.
 * Each problem lands on its field.
 */
export const loginPasswordForm = z
  .object({ old: z.string(), password: z.string(), repeatPassword: z.string() })
  .superRefine(({ old, password, repeatPassword }, ctx) => {
    if (old === '')
      ctx.addIssue({ code: 'custom', path: ['old'], message: t('member.profile.password.oldRequired') });
    const parsed = newPasswordForm.safeParse({ password, repeatPassword });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    } else if (password === old) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: t('member.profile.password.sameAsOld') });
    }
  });
