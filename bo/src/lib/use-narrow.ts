import { useEffect, useState } from 'react';

/** The shell's tablet breakpoint (the menu becomes a bar below it). */
export const NARROW_QUERY = '(max-width: 1023px)';

/** True on a tablet-width window: pages swap wide tables for stacked cards. */
export function useNarrow(): boolean {
  const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY) : null;
  const [narrow, setNarrow] = useState(media?.matches ?? false);
  useEffect(() => {
    if (!media) return undefined;
    const change = () => setNarrow(media.matches);
    change();
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, [media]);
  return narrow;
}
