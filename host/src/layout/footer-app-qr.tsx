import { QRCodeSVG } from 'qrcode.react';
import { lightColors } from '@site/shared/theme';

/**
 * The download page's address as a QR code, in the edition's colours. A module of its own so
 * the footer loads it lazily: the code is below the fold and must not weigh on first paint.
 * Always dark modules on a light ground (the light edition's text and surface): many phone
 * scanners do not read an inverted code, so the dark edition does not invert it.
 */
export default function FooterAppQr({ url, label, size }: { url: string; label: string; size: number }) {
  return (
    <QRCodeSVG
      value={url}
      size={size}
      level="M"
      marginSize={2}
      title={label}
      role="img"
      aria-label={label}
      fgColor={lightColors.text}
      bgColor={lightColors.surface}
    />
  );
}
