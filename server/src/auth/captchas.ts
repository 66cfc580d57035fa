import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@site/shared/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { IMAGE_CAPTCHA_ALPHABET, SLIDER, imageCaptchaPng, sliderPngs } from './captcha-art';
import { authMessages } from '../messages/auth';

/** Seconds each thing lives: the picture to be answered, a slider pass, a register ticket. */
export const CAPTCHA_TTL = { image: 300, slider: 120, pass: 120, autoLogin: 300 } as const;
/** How far from the gap (px) a released piece still counts. */
const SLIDER_TOLERANCE = 6;

export type CaptchaMode = 'real' | 'test';

function newId(): string {
  return randomBytes(16).toString('hex');
}

function ttl(seconds: number): string {
  return `${seconds} seconds`;
}

/**
 * The image captcha, the GeeTest-v4-shaped slider and the auto-login tickets of register.
 * Every answer is checked once: checking consumes it, right or wrong. In `test` mode
 * (CAPTCHA_MODE=test, automated tests only) every answer passes.
 */
export class Captchas {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    readonly mode: CaptchaMode,
  ) {}

  async issueImage(previousId?: string): Promise<{ id: string; image: string; expiresIn: number }> {
    if (previousId)
      await this.db.query(`UPDATE captchas SET state = 'used' WHERE id = $1 AND kind = 'image'`, [
        previousId,
      ]);
    const text = Array.from(
      { length: 4 },
      () => IMAGE_CAPTCHA_ALPHABET[randomInt(0, IMAGE_CAPTCHA_ALPHABET.length)],
    ).join('');
    const id = newId();
    await this.db.query(
      `INSERT INTO captchas (id, kind, answer, expires_at) VALUES ($1, 'image', $2, now() + $3::interval)`,
      [id, text, ttl(CAPTCHA_TTL.image)],
    );
    return { id, image: imageCaptchaPng(text), expiresIn: CAPTCHA_TTL.image };
  }

  /** True when `answer` is the text of image `id` (case-insensitive); the image is spent either way. */
  async checkImage(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (this.mode === 'test') return true;
    if (!id || !answer) return false;
    const [row] = await this.db.query<{ answer: string }>(
      `UPDATE captchas SET state = 'used' WHERE id = $1 AND kind = 'image' AND state = 'issued' AND expires_at > now() RETURNING answer`,
      [id],
    );
    return row !== undefined && row.answer.toLowerCase() === answer.trim().toLowerCase();
  }

  async loadSlider() {
    const id = newId();
    const x = randomInt(SLIDER.size + 20, SLIDER.width - SLIDER.size - 4);
    const y = randomInt(4, SLIDER.height - SLIDER.size - 4);
    await this.db.query(
      `INSERT INTO captchas (id, kind, answer, expires_at) VALUES ($1, 'slider', $2, now() + $3::interval)`,
      [id, String(x), ttl(CAPTCHA_TTL.slider)],
    );
    const { bg, slice } = sliderPngs(x, y);
    return {
      lot_number: id,
      bg,
      slice,
      width: SLIDER.width,
      height: SLIDER.height,
      sliceSize: SLIDER.size,
      y,
      expiresIn: CAPTCHA_TTL.slider,
    };
  }

  /** The widget's check: one try per puzzle. A pass is signed: pass_token = HMAC(lot, output, time). */
  async verifySlider(lot: string, position: number) {
    const [row] = await this.db.query<{ answer: string }>(
      `SELECT answer FROM captchas WHERE id = $1 AND kind = 'slider' AND state = 'issued' AND expires_at > now()`,
      [lot],
    );
    if (!row) throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.captchaExpiredRefresh);
    const hit = this.mode === 'test' || Math.abs(Number(row.answer) - position) <= SLIDER_TOLERANCE;
    const captchaOutput = randomBytes(24).toString('base64url');
    const genTime = String(Math.floor(Date.now() / 1000));
    const [moved] = await this.db.query<{ id: string }>(
      `UPDATE captchas SET state = $2, captcha_output = $3, gen_time = $4, expires_at = now() + $5::interval
        WHERE id = $1 AND state = 'issued' RETURNING id`,
      [lot, hit ? 'passed' : 'used', captchaOutput, genTime, ttl(CAPTCHA_TTL.pass)],
    );
    if (!moved) throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.captchaExpiredRefresh);
    if (!hit) throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.puzzleMissed);
    return {
      lot_number: lot,
      captcha_output: captchaOutput,
      pass_token: this.sign(lot, captchaOutput, genTime),
      gen_time: genTime,
    };
  }

  /**
   * member/validateGeeCheck: the HMAC must match, the pass be at most 2 minutes old and
   * not validated before. Returns the `codeId` for login / register (kind 0).
   */
  async validatePass(p: {
    lot_number: string;
    captcha_output: string;
    pass_token: string;
    gen_time: string;
  }): Promise<string> {
    if (this.mode === 'test') {
      await this.db.query(`UPDATE captchas SET state = 'validated' WHERE id = $1 AND kind = 'slider'`, [
        p.lot_number,
      ]);
      return p.lot_number;
    }
    const expected = Buffer.from(this.sign(p.lot_number, p.captcha_output, p.gen_time), 'hex');
    const given = Buffer.from(p.pass_token, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.captchaFailed);
    }
    const age = Date.now() / 1000 - Number(p.gen_time);
    if (age > CAPTCHA_TTL.pass || age < -5)
      throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.captchaExpired);
    const [row] = await this.db.query<{ id: string }>(
      `UPDATE captchas SET state = 'validated', expires_at = now() + $3::interval
        WHERE id = $1 AND kind = 'slider' AND state = 'passed' AND captcha_output = $2 AND expires_at > now() RETURNING id`,
      [p.lot_number, p.captcha_output, ttl(CAPTCHA_TTL.pass)],
    );
    if (!row) throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.captchaGone);
    return row.id;
  }

  /** Spends a validated slider pass (login / register with kind 0). */
  async useSliderPass(codeId: string | undefined): Promise<boolean> {
    if (this.mode === 'test') return true;
    if (!codeId) return false;
    const rows = await this.db.query(
      `UPDATE captchas SET state = 'used' WHERE id = $1 AND kind = 'slider' AND state = 'validated' AND expires_at > now() RETURNING id`,
      [codeId],
    );
    return rows.length === 1;
  }

  /**
   * The captcha every code send needs (issue 10): with kaptchcate 1 `captchaId` is the image's
   * x-code and `answer` the typed text; with 0 it is the slider's validated pass (codeId of
   * validateGeeCheck). Spent either way. In test mode the answer is not checked, but the
   * captcha must still exist and be unused: a send without one is refused in every mode.
   */
  async useForCodeSend(
    kaptchcate: 0 | 1 | undefined,
    captchaId: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    if (kaptchcate === undefined || !captchaId) return false;
    if (this.mode === 'test') {
      const rows = await this.db.query(
        `UPDATE captchas SET state = 'used' WHERE id = $1 AND kind = $2 AND state <> 'used' AND expires_at > now() RETURNING id`,
        [captchaId, kaptchcate === 1 ? 'image' : 'slider'],
      );
      return rows.length === 1;
    }
    return kaptchcate === 1 ? this.checkImage(captchaId, answer) : this.useSliderPass(captchaId);
  }

  /** The ticket register hands out for the login that follows it (kind 99). */
  async issueAutoLogin(memberId: number): Promise<string> {
    const id = newId();
    await this.db.query(
      `INSERT INTO captchas (id, kind, answer, member_id, expires_at) VALUES ($1, 'auto_login', '', $2, now() + $3::interval)`,
      [id, memberId, ttl(CAPTCHA_TTL.autoLogin)],
    );
    return id;
  }

  async useAutoLogin(codeId: string | undefined, memberId: number): Promise<boolean> {
    if (this.mode === 'test') return true;
    if (!codeId) return false;
    const rows = await this.db.query(
      `UPDATE captchas SET state = 'used'
        WHERE id = $1 AND kind = 'auto_login' AND member_id = $2 AND state = 'issued' AND expires_at > now() RETURNING id`,
      [codeId, memberId],
    );
    return rows.length === 1;
  }

  /** Dev tools only: the answer of a captcha, so automated tests can solve it in real mode. */
  async answerOf(id: string): Promise<{ kind: string; answer: string } | null> {
    const [row] = await this.db.query<{ kind: string; answer: string }>(
      'SELECT kind, answer FROM captchas WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  private sign(lot: string, output: string, genTime: string): string {
    return createHmac('sha256', this.key).update(`${lot}|${output}|${genTime}`).digest('hex');
  }
}
