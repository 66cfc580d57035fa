import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { t } from '../i18n';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { isTopModal, pushModal, removeModal } from './modal-stack';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  /** Called on the close icon, Escape and a mask click (each only when closable). */
  onClose?: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Number (px) or CSS length. Default 420. Never wider than the viewport. */
  width?: number | string;
  /** Show the close icon and let Escape close. Default true. */
  closable?: boolean;
  /** Let a click on the mask close. Default: same as `closable`. */
  maskClosable?: boolean;
  /** Hide the close icon but keep Escape/mask closing (e.g. a picture-only dialog with its own). */
  hideCloseIcon?: boolean;
  /** Body padding off, for dialogs that lay out their own content edge to edge. */
  flush?: boolean;
  className?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  overflow-y: auto;
  /* A wheel or a finger that reaches the end of the dialog stops there (modal-stack.ts). */
  overscroll-behavior: contain;
  background: ${(p) => p.theme.colors.mask};
  animation: ${fadeIn} 160ms ease-out;
`;

const Panel = styled.div<{ $width: string }>`
  position: relative;
  width: ${(p) => p.$width};
  max-width: 100%;
  max-height: calc(100vh - 48px);
  display: flex;
  flex-direction: column;
  margin: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.lg};
  animation: ${popIn} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  min-height: 56px;
  padding: 0 12px 0 24px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  line-height: 1.4;
`;

const FloatingClose = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  z-index: 1;
`;

const Body = styled.div<{ $flush: boolean }>`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${(p) => (p.$flush ? '0' : '24px')};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.7;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 0 24px 24px;
`;

/**
 * A modal dialog rendered into document.body: role="dialog" with aria-modal, focus kept
 * inside while open and given back after, the page behind not scrolling. Only the topmost of stacked
 * dialogs reacts to Escape.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 420,
  closable = true,
  maskClosable = closable,
  hideCloseIcon = false,
  flush = false,
  className,
  'aria-label': ariaLabel,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnMask = useRef(false);
  const [modalId] = useState(() => Symbol('dialog'));
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    pushModal(modalId);
    return () => removeModal(modalId);
  }, [open, modalId]);

  useEffect(() => {
    if (!open || !closable) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopModal(modalId)) {
        event.stopPropagation();
        onCloseRef.current?.();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closable, modalId]);

  useFocusTrap(panelRef, open);

  if (!open) return null;
  return createPortal(
    <Mask
      data-testid="dialog-mask"
      onMouseDown={(e) => {
        pressedOnMask.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a press and release both on the mask closes: selecting text inside the
        // panel and letting go outside must not.
        if (maskClosable && pressedOnMask.current && e.target === e.currentTarget) onClose?.();
        pressedOnMask.current = false;
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        $width={typeof width === 'number' ? `${width}px` : width}
        className={className}
      >
        {title ? (
          <Header>
            <Title id={titleId}>{title}</Title>
            {closable && !hideCloseIcon && (
              <IconButton aria-label={t('ui.close')} onClick={() => onClose?.()}>
                <CloseIcon />
              </IconButton>
            )}
          </Header>
        ) : (
          closable &&
          !hideCloseIcon && (
            <FloatingClose>
              <IconButton aria-label={t('ui.close')} onClick={() => onClose?.()}>
                <CloseIcon />
              </IconButton>
            </FloatingClose>
          )
        )}
        <Body $flush={flush}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Mask>,
    document.body,
  );
}

/**
 * A dialog's frame with `children` in it, rendered where it is put (never open, never a
 * portal): for a warm-up that renders a dialog's content off the page (an element outside the
 * document) when the browser is idle. Its styles and keyframes are inserted then, not in the
 * click that opens the page's first dialog (issue 31: inserting a new @keyframes rule restyles
 * every element of the page, inside that click).
 */
export function DialogWarmUp({
  width = 420,
  flush = false,
  children,
}: Pick<DialogProps, 'width' | 'flush' | 'children'>) {
  return (
    <Mask aria-hidden>
      <Panel $width={typeof width === 'number' ? `${width}px` : width}>
        <FloatingClose>
          <IconButton aria-label={t('ui.close')} tabIndex={-1}>
            <CloseIcon />
          </IconButton>
        </FloatingClose>
        <Body $flush={flush}>{children}</Body>
      </Panel>
    </Mask>
  );
}
