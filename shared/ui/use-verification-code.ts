import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText as messageOf, type ChallengeOr } from '../api';
import { toast } from './toast';

/** What a code-send call carries once the player solved the image captcha (SPEC §3, §8). */
export interface ImageCaptchaAnswer {
  kaptchcate: 1;
  /** The x-code of the picture (register/defaultKaptcha). */
  captchaId: string;
  /** The text the player typed. */
  imageCode: string;
}

export interface VerificationCodeOptions<T> {
  /**
   * Send the code (sendCode/one or two, through `requestWithChallenge`). `captcha` is
   * undefined on the first try and the image captcha's answer after the server asked for
   * one with 6021. Returns null to send nothing (e.g. the phone typed is invalid and the
   * form showed why).
   */
  send: (captcha: ImageCaptchaAnswer | undefined) => Promise<ChallengeOr<T>> | null;
  /** The code went out: e.g. the success toast of SPEC §8. */
  onSent?: (data: T) => void;
  /** The send failed (not a challenge); default: the server's message as an error toast. */
  onSendError?: (error: unknown) => void;
  /** Checks the typed code before `submit`; returns the message to show, or undefined. */
  validate?: (code: string) => string | undefined;
}

/** The image-captcha dialog's state; render it with `<VerificationCaptcha captcha={...} />`. */
export interface CaptchaPrompt {
  open: boolean;
  onSubmit: (answer: { codeId: string; code: string }) => void;
  onCancel: () => void;
}

export interface VerificationCode<T> {
  code: string;
  setCode: (code: string) => void;
  /** The message under the code field (validation or the submit's failure). */
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** A code was sent at least once. */
  requested: boolean;
  /** What the last successful send answered (e.g. the masked target). */
  sent: T | undefined;
  /** Send a code, through the image captcha when the server asks; resolves whether it went out. For CodeButton's onRequest. */
  request: () => Promise<boolean>;
  captcha: CaptchaPrompt;
  /** A submit is running. */
  busy: boolean;
  /** Validate the code, then run `action` with it; a rejection's message shows under the field. */
  submit: (action: (code: string) => Promise<void>) => Promise<void>;
}

/** How many captcha rounds one send may take before giving up. */
const MAX_ROUNDS = 3;

/**
 * The one verification-code flow (SPEC §2, §4, §8): send (60 s cooldown, then 重新获取,
 * on CodeButton), the image captcha when the send answers 6021, the code typed, and the
 * submit with its error under the field. Used by every form that sends a code.
 */
export function useVerificationCode<T>(options: VerificationCodeOptions<T>): VerificationCode<T> {
  const latest = useRef(options);
  latest.current = options;
  const [code, setCodeState] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [requested, setRequested] = useState(false);
  const [sent, setSent] = useState<T | undefined>();
  const [busy, setBusy] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const pending = useRef<((answer: { codeId: string; code: string } | null) => void) | null>(null);

  // A form closed while the captcha is up: the waiting send ends as "not sent".
  useEffect(() => () => pending.current?.(null), []);

  const askCaptcha = useCallback(
    () =>
      new Promise<{ codeId: string; code: string } | null>((resolve) => {
        pending.current = resolve;
        setPrompting(true);
      }),
    [],
  );

  const finishCaptcha = useCallback((answer: { codeId: string; code: string } | null) => {
    const resolve = pending.current;
    pending.current = null;
    setPrompting(false);
    resolve?.(answer);
  }, []);

  const request = useCallback(async (): Promise<boolean> => {
    const { send, onSent, onSendError } = latest.current;
    try {
      let captcha: ImageCaptchaAnswer | undefined;
      for (let round = 0; round <= MAX_ROUNDS; round += 1) {
        const sending = send(captcha);
        if (!sending) return false;
        const outcome = await sending;
        if (outcome.challenge === null) {
          setRequested(true);
          setSent(outcome.data);
          onSent?.(outcome.data);
          return true;
        }
        // A retry after a wrong answer says why; the first ask needs no toast.
        if (captcha && outcome.message) toast.error(outcome.message);
        if (round === MAX_ROUNDS) return false;
        const answer = await askCaptcha();
        if (!answer) return false;
        captcha = { kaptchcate: 1, captchaId: answer.codeId, imageCode: answer.code };
      }
      return false;
    } catch (e) {
      if (onSendError) onSendError(e);
      else toast.error(messageOf(e));
      return false;
    }
  }, [askCaptcha]);

  const setCode = useCallback((next: string) => {
    setCodeState(next);
    setError(undefined);
  }, []);

  const submit = useCallback(
    async (action: (code: string) => Promise<void>) => {
      if (busy) return;
      const invalid = latest.current.validate?.(code);
      if (invalid) {
        setError(invalid);
        return;
      }
      setBusy(true);
      try {
        await action(code.trim());
      } catch (e) {
        setError(messageOf(e));
      } finally {
        setBusy(false);
      }
    },
    [busy, code],
  );

  return {
    code,
    setCode,
    error,
    setError,
    requested,
    sent,
    request,
    captcha: {
      open: prompting,
      onSubmit: (answer) => finishCaptcha(answer),
      onCancel: () => finishCaptcha(null),
    },
    busy,
    submit,
  };
}
