import { CODE_COOLDOWN_SECONDS, CODE_MAX } from '../contract/limits';
import { CodeButton } from './code-button';
import { ImageCaptchaDialog } from './image-captcha-lazy';
import { TextField, type TextFieldProps } from './text-field';
import type { CaptchaPrompt, VerificationCode } from './use-verification-code';

/** The image captcha a code send asked for (6021); nothing while none is asked. */
export function VerificationCaptcha({ captcha }: { captcha: CaptchaPrompt }) {
  return captcha.open ? <ImageCaptchaDialog onSubmit={captcha.onSubmit} onCancel={captcha.onCancel} /> : null;
}

export interface VerificationCodeFieldProps<T> extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error' | 'suffix'
> {
  /** The flow from `useVerificationCode`. */
  flow: VerificationCode<T>;
  /** Size of the get-code button; default the field's. */
  buttonSize?: 'sm' | 'md' | 'lg';
  /** Cleans what is typed (e.g. digits only) before it is kept. */
  normalize?: (text: string) => string;
}

/**
 * The code field group: the code input with 获取验证码 (60 s, then 重新获取) as its suffix,
 * and the image captcha when the send needs one.
 */
export function VerificationCodeField<T>({
  flow,
  buttonSize = 'sm',
  normalize,
  ...field
}: VerificationCodeFieldProps<T>) {
  return (
    <>
      <TextField
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_MAX}
        {...field}
        value={flow.code}
        error={flow.error}
        onChange={(e) => flow.setCode(normalize ? normalize(e.target.value) : e.target.value)}
        suffix={
          <CodeButton
            size={buttonSize}
            variant="text"
            seconds={CODE_COOLDOWN_SECONDS}
            onRequest={flow.request}
          />
        }
      />
      <VerificationCaptcha captcha={flow.captcha} />
    </>
  );
}
