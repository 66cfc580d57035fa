import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element, following Escape and the browser's own controls. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () =>
      setOn(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return { on, toggle, supported };
}
