import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { bus, type LoadingOptions } from '../events';
import { t } from '../i18n';
import { Spinner } from './spinner';

/** `autoClose` hides the loading toast after this many ms (SPEC §6: 3 s). */
export const LOADING_AUTO_CLOSE = 3000;

const fadeIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -50%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndices.loading};
  background: transparent;
  cursor: progress;
`;

const Box = styled.div<{ $withIcon: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${(p) => p.theme.zIndices.loading};
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-width: ${(p) => (p.$withIcon ? '120px' : '0')};
  min-height: ${(p) => (p.$withIcon ? '120px' : '0')};
  max-width: min(320px, calc(100vw - 48px));
  padding: ${(p) => (p.$withIcon ? '20px 24px' : '10px 18px')};
  border-radius: ${(p) => p.theme.radii.lg};
  background: rgba(18, 22, 32, 0.86);
  color: #ffffff;
  box-shadow: ${(p) => p.theme.shadows.lg};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-align: center;
  pointer-events: none;
  animation: ${fadeIn} 160ms ease-out;
`;

/**
 * The loading toast (SPEC §2): shows on `show_loading`, hides on `dismiss_loading`.
 * Default text 加载中...; `hideIcon` drops the spinner, `hideMask` lets clicks through to
 * the page, `autoClose` hides it after 3 s. A new `show_loading` replaces the current one.
 */
export function LoadingHost() {
  const [state, setState] = useState<{ id: number; options: LoadingOptions } | null>(null);

  useEffect(() => {
    let id = 0;
    const shown = bus.on('show_loading', (options) => {
      id += 1;
      setState({ id, options: options ?? {} });
    });
    const dismissed = bus.on('dismiss_loading', () => setState(null));
    return () => {
      shown.unsubscribe();
      dismissed.unsubscribe();
    };
  }, []);

  const autoClose = state?.options.autoClose === true;
  const currentId = state?.id;
  useEffect(() => {
    if (!autoClose || currentId === undefined) return undefined;
    const timer = setTimeout(() => setState((s) => (s?.id === currentId ? null : s)), LOADING_AUTO_CLOSE);
    return () => clearTimeout(timer);
  }, [autoClose, currentId]);

  if (!state) return null;
  const { text, hideIcon = false, hideMask = false } = state.options;
  return createPortal(
    <>
      {!hideMask && <Mask data-testid="loading-mask" />}
      <Box $withIcon={!hideIcon} role="status" aria-live="polite">
        {!hideIcon && <Spinner size="32px" />}
        <span>{text ?? t('ui.loading')}</span>
      </Box>
    </>,
    document.body,
  );
}
