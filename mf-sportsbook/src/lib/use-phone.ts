import { useSyncExternalStore } from 'react';

/**
 * Below this width the sportsbook is a phone book: match cards instead of the table, the
 * slip behind a badge in a bottom sheet (issue 28 item 5). Tablets and up keep the table.
 */
export const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** True while the screen is phone-narrow; follows rotation and resizing. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
