import { useEffect } from 'react';

export const TITLE_SCROLL_MS = 300;
export const TITLE_SCROLL_THRESHOLD = 15;

/** The next frame of a scrolling title: the first character moves to the end. */
export function nextTitleFrame(title: string): string {
  const chars = Array.from(title);
  return chars.length <= 1 ? title : chars.slice(1).join('') + chars[0];
}

/**
 * Sets the document title; a title longer than 15 characters scrolls one character every
 * 300 ms (SPEC §9), the way a marquee would, so the whole of it can be read in a tab.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    if (Array.from(title).length <= TITLE_SCROLL_THRESHOLD) return;
    const padded = `${title}\u3000`;
    let frame = padded;
    const timer = window.setInterval(() => {
      frame = nextTitleFrame(frame);
      document.title = frame;
    }, TITLE_SCROLL_MS);
    return () => window.clearInterval(timer);
  }, [title]);
}
