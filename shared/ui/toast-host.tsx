import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { bus, type ToastKind } from '../events';
import { t } from '../i18n';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

/** How long a toast stays, in ms. */
export const TOAST_DURATION = 2500;
/** Older toasts give way beyond this many. */
const MAX_TOASTS = 4;

interface Item {
  id: number;
  kind: ToastKind;
  message: string;
  /** Bumped when the same message comes again, to restart its timer. */
  version: number;
}

const icons: Record<ToastKind, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
};

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const Stack = styled.div`
  position: fixed;
  left: 50%;
  bottom: 10vh;
  z-index: ${(p) => p.theme.zIndices.toast};
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: min(560px, calc(100vw - 32px));
  pointer-events: none;
`;

const Toast = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 18px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.theme.mode === 'dark' ? p.theme.colors.surfaceAlt : 'rgba(29, 36, 51, 0.92)')};
  color: ${(p) => (p.theme.mode === 'dark' ? p.theme.colors.text : '#ffffff')};
  border: 1px solid ${(p) => (p.theme.mode === 'dark' ? p.theme.colors.border : 'transparent')};
  box-shadow: ${(p) => p.theme.shadows.md};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.5;
  word-break: break-word;
  animation: ${rise} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  pointer-events: auto;
  svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${(p) => {
      const c = p.theme.colors;
      return { info: c.info, success: c.success, warning: c.warning, error: c.danger }[p.$kind];
    }};
  }
`;

let nextId = 0;

/**
 * Shows the `toast` events of the bus at the bottom centre, newest last, each for 2.5 s.
 * Errors and warnings are alerts (announced at once); info and success are polite status.
 */
export function ToastHost() {
  const [items, setItems] = useState<Item[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const remove = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const schedule = useCallback(
    (id: number) => {
      const old = timers.current.get(id);
      if (old !== undefined) clearTimeout(old);
      timers.current.set(
        id,
        setTimeout(() => remove(id), TOAST_DURATION),
      );
    },
    [remove],
  );

  useEffect(() => {
    const map = timers.current;
    const sub = bus.on('toast', ({ kind, message }) => {
      setItems((list) => {
        const same = list.find((item) => item.kind === kind && item.message === message);
        if (same) return list.map((item) => (item === same ? { ...item, version: item.version + 1 } : item));
        nextId += 1;
        return [...list, { id: nextId, kind, message, version: 0 }].slice(-MAX_TOASTS);
      });
    });
    return () => {
      sub.unsubscribe();
      map.forEach(clearTimeout);
      map.clear();
    };
  }, []);

  return createPortal(
    <Stack aria-label={t('ui.notifications')} role="region" aria-live="polite">
      {items.map((item) => (
        <ToastItem key={item.id} item={item} schedule={schedule} />
      ))}
    </Stack>,
    document.body,
  );
}

function ToastItem({ item, schedule }: { item: Item; schedule: (id: number) => void }) {
  const { id, version } = item;
  // (Re)start the timer on mount and whenever the same message is shown again.
  useEffect(() => {
    schedule(id);
  }, [id, version, schedule]);
  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <Toast $kind={item.kind} role={urgent ? 'alert' : 'status'} data-kind={item.kind}>
      {icons[item.kind]}
      <span>{item.message}</span>
    </Toast>
  );
}
