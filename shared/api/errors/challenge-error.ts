import type { Envelope } from '../../contract';
import { ApiError } from './api-error';

/** A 6021 / 6022 answer: the server wants a captcha before it goes on (SPEC §8). */
export interface Challenge {
  challenge: 'graphic' | 'rapid';
  code: 6021 | 6022;
  message: string;
  data: unknown;
}

/**
 * Thrown by `request` (never by `requestWithChallenge`) when the server answers 6021
 * graphic verification or 6022 rapid verification. Calls that can show a captcha use
 * `requestWithChallenge`, which resolves with the challenge instead; this error only
 * reaches a caller that cannot show one.
 */
export class ChallengeError extends ApiError {
  override name = 'ChallengeError';
  readonly challenge: Challenge;

  constructor(response: Envelope<unknown>, path: string, challenge: Challenge) {
    super(response, path);
    this.challenge = challenge;
  }
}
