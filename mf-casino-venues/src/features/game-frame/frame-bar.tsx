import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import type { useFullscreen } from './use-fullscreen';

/** The dark bar above a game: back on the left, the actions on the right. */
export const FrameBar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 48px;
  padding: 0 12px;
  background: #14161c;
  color: #e8eaf0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
  /* A phone: back, balance, 转入, 刷新 and 全屏 still fit on one line, no word broken. */
  @media (max-width: 480px) {
    gap: 6px;
    padding: 0 8px;
    font-size: ${(p) => p.theme.fontSizes.xs};
    button {
      padding: 0 8px;
    }
  }
`;

export const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 32px;
  padding: 0 12px;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
`;

export const PrimaryBarButton = styled(BarButton)`
  border-color: transparent;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.primary};
    filter: brightness(1.1);
  }
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const Stage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: calc(100vh - 120px);
  min-height: 480px;
  background: #000;
  &:fullscreen {
    height: 100vh;
  }
  iframe {
    flex: 1;
    width: 100%;
    border: 0;
    background: #000;
  }
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 48px 0 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;

export function BarTitle({ children }: { children: ReactNode }) {
  return <strong style={{ fontWeight: 600 }}>{children}</strong>;
}

/**
 * The bar of every game page: 返回 on the left, the page's own actions (venue balance,
 * 转入, 刷新) then full screen on the right.
 */
export function GameBar({
  label,
  onBack,
  fullscreen,
  children,
}: {
  label: string;
  onBack: () => void;
  fullscreen: ReturnType<typeof useFullscreen>;
  children?: ReactNode;
}) {
  return (
    <FrameBar role="toolbar" aria-label={label}>
      <BarButton type="button" onClick={onBack}>
        ‹ {t('casino.frame.back')}
      </BarButton>
      <Spacer />
      {children}
      {fullscreen.supported && (
        <BarButton type="button" onClick={fullscreen.toggle} aria-pressed={fullscreen.on}>
          {t(fullscreen.on ? 'casino.frame.exitFullscreen' : 'casino.frame.fullscreen')}
        </BarButton>
      )}
    </FrameBar>
  );
}
