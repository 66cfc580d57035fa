import { z } from 'zod';
import { t } from '@site/shared/i18n';

/**
 * 设置性别 (mf-member): 男 '1' or 女 '2' as the select holds it (请选择性别 otherwise),
 * parsed to the 1 / 2 that bindOther takes.
 */
export const genderForm = z.object({
  gender: z
    .enum(['1', '2'], { error: () => t('member.profile.gender.required') })
    .transform((value): 1 | 2 => (value === '2' ? 2 : 1)),
});
