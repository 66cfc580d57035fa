import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { failureText, request } from '../api';
import { auth } from '../contract/core';
import { t } from '../i18n';
import { IMAGE_CODE_MAX, imageCaptcha } from '../validation';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';
import { toast } from './toast';

export interface ImageCaptchaDialogProps {
  /** The x-code of the picture and the text typed. */
  onSubmit: (answer: { codeId: string; code: string }) => void;
  onCancel: () => void;
  /** The picture could not be fetched; default: a toast of the message (SPEC §8's prefix 1 goes to the log). */
  onLoadError?: (error: unknown) => void;
}

function toastLoadError(error: unknown): void {
  const message = failureText(error);
  console.warn(`[captcha 1] ${message}`);
  toast.error(message);
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  > :first-child {
    flex: 1;
  }
`;

const Picture = styled.button`
  flex: none;
  width: 120px;
  height: 48px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  overflow: hidden;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Hint = styled.p`
  margin: 8px 0 20px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

/**
 * SPEC §2: 图形验证, a code input (max 10) and a picture that refreshes when clicked; the
 * picture comes from `register/defaultKaptcha`, whose x-code names the answer. Used by the
 * auth modal's captcha and by every verification-code field (sendCode answers 6021).
 */
export function ImageCaptchaDialog({
  onSubmit,
  onCancel,
  onLoadError = toastLoadError,
}: ImageCaptchaDialogProps) {
  const loadError = useRef(onLoadError);
  loadError.current = onLoadError;
  const [image, setImage] = useState<{ src: string; id: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const current = useRef<string | undefined>(undefined);

  const refresh = useCallback(() => {
    const previous = current.current;
    request(auth.defaultKaptcha, previous ? { 'x-code': previous } : {})
      .then((data) => {
        current.current = data['x-code'];
        setImage({ src: data.image, id: data['x-code'] });
      })
      .catch((e: unknown) => loadError.current(e));
  }, []);

  useEffect(() => refresh(), [refresh]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = imageCaptcha.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (!image) return;
    onSubmit({ codeId: image.id, code: parsed.data });
  };

  return (
    <Dialog open title={t('auth.captcha.imageTitle')} width={400} onClose={onCancel} maskClosable={false}>
      <form onSubmit={submit} noValidate>
        <Row>
          <TextField
            aria-label={t('auth.captcha.imagePlaceholder')}
            placeholder={t('auth.captcha.imagePlaceholder')}
            size="lg"
            value={code}
            maxLength={IMAGE_CODE_MAX}
            autoComplete="off"
            data-autofocus
            error={error}
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
          />
          <Picture type="button" onClick={refresh} aria-label={t('auth.captcha.imageAlt')}>
            {image && <img src={image.src} alt={t('auth.captcha.imageAlt')} />}
          </Picture>
        </Row>
        <Hint>{t('auth.captcha.imageRefresh')}</Hint>
        <Button type="submit" block size="lg" inactive={code.trim() === ''}>
          {t('auth.captcha.sure')}
        </Button>
      </form>
    </Dialog>
  );
}
