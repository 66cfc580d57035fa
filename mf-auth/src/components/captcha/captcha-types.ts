/** Which puzzle to show: the slider first, the image captcha as the fallback (SPEC §4). */
export type CaptchaKind = 'slider' | 'image';

/** What login and register send for a solved captcha (`kaptchcate` 0 slider, 1 image). */
export type CaptchaAnswer =
  { kaptchcate: 0; codeId: string } | { kaptchcate: 1; codeId: string; code: string };

/** The captcha fields of a login / register payload for `answer`. */
export function captchaFields(answer: CaptchaAnswer): { kaptchcate: 0 | 1; codeId: string; code?: string } {
  return answer.kaptchcate === 1
    ? { kaptchcate: 1, codeId: answer.codeId, code: answer.code }
    : { kaptchcate: 0, codeId: answer.codeId };
}

/** SPEC §8: slider captcha errors are toasted with a prefix: 1 image fetch, 2 validation, 6 slider error. */
export const CAPTCHA_ERROR_PREFIX = { fetch: 1, validation: 2, slider: 6 } as const;
