import { QRCodeSVG } from 'qrcode.react';
import { useTheme } from 'styled-components';

/**
 * The download page's address as a QR code, in the edition's colours. A module of its own so
 * the footer loads it lazily: the code is below the fold and must not weigh on first paint.
 */
export default function FooterAppQr({ url, label, size }: { url: string; label: string; size: number }) {
  const theme = useTheme();
  return (
    <QRCodeSVG
      value={url}
      size={size}
      level="M"
      marginSize={2}
      title={label}
      role="img"
      aria-label={label}
      fgColor={theme.colors.text}
      bgColor={theme.colors.surface}
    />
  );
}
