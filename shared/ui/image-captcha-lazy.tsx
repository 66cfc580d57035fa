import { lazy, Suspense } from 'react';
import type { ImageCaptchaDialogProps } from './image-captcha-dialog';

const Dialog = lazy(() => import('./image-captcha-dialog').then((m) => ({ default: m.ImageCaptchaDialog })));

/**
 * The image captcha dialog (6021), loaded when it is first shown: its rule is a zod schema
 * of @site/shared/validation, and no zod loads with the first screen (issue 31). Only a
 * form that sent a call (mf-auth, a code field) shows it, and they load zod themselves.
 */
export function ImageCaptchaDialog(props: ImageCaptchaDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
