import type { ChallengeOr } from '@site/shared/api';
import { toast } from '@site/shared/ui';
import type { CaptchaAnswer, CaptchaKind } from './captcha-types';

/** How many captcha rounds one submit may take before giving up. */
const MAX_ROUNDS = 3;

/**
 * SPEC §4: solve the slider, send; when the server still asks for a captcha (6021
 * graphic -> the image captcha, 6022 rapid -> the slider again) show its message and
 * ask again. Resolves with the data, or null when the player closed a captcha.
 * Rejects as `requestWithChallenge` does.
 */
export async function sendWithCaptcha<T>(
  ask: (kind?: CaptchaKind) => Promise<CaptchaAnswer | null>,
  send: (answer: CaptchaAnswer) => Promise<ChallengeOr<T>>,
): Promise<T | null> {
  let answer = await ask('slider');
  for (let round = 0; answer && round < MAX_ROUNDS; round += 1) {
    const outcome = await send(answer);
    if (outcome.challenge === null) return outcome.data;
    if (outcome.message) toast.error(outcome.message);
    answer = await ask(outcome.challenge === 'graphic' ? 'image' : 'slider');
  }
  return null;
}
