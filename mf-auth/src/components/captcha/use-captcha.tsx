import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageCaptchaDialog } from '@site/shared/ui';
import { toastCaptchaError } from './captcha-error';
import type { CaptchaAnswer, CaptchaKind } from './captcha-types';
import { SliderCaptchaDialog } from './slider-captcha-dialog';

export interface CaptchaControl {
  /** Shows the captcha and resolves with the answer, or null when the player closed it. */
  ask: (kind?: CaptchaKind) => Promise<CaptchaAnswer | null>;
  /** Render this where the captcha dialog should live. */
  dialog: ReactNode;
}

/** Slider first; the image captcha when the slider fails to load or the player switches. */
export function useCaptcha(): CaptchaControl {
  const [kind, setKind] = useState<CaptchaKind | null>(null);
  const resolver = useRef<((answer: CaptchaAnswer | null) => void) | null>(null);

  const finish = useCallback((answer: CaptchaAnswer | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setKind(null);
    resolve?.(answer);
  }, []);

  const ask = useCallback((first: CaptchaKind = 'slider') => {
    resolver.current?.(null);
    return new Promise<CaptchaAnswer | null>((resolve) => {
      resolver.current = resolve;
      setKind(first);
    });
  }, []);

  // A form that unmounts mid-captcha (modal closed) must not leave its caller waiting.
  useEffect(() => () => resolver.current?.(null), []);

  let dialog: ReactNode = null;
  if (kind === 'slider') {
    dialog = (
      <SliderCaptchaDialog
        onPass={(codeId) => finish({ kaptchcate: 0, codeId })}
        onCancel={() => finish(null)}
        onFallback={() => setKind('image')}
      />
    );
  } else if (kind === 'image') {
    dialog = (
      <ImageCaptchaDialog
        onSubmit={({ codeId, code }) => finish({ kaptchcate: 1, codeId, code })}
        onCancel={() => finish(null)}
        onLoadError={(e) => toastCaptchaError('fetch', e)}
      />
    );
  }
  return { ask, dialog };
}
