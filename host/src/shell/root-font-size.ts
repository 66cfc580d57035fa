import { useEffect } from 'react';

export const DESIGN_WIDTH = 1920;
const BASE_FONT_PX = 16;
const SMALL_SCREEN_WIDTH = 1600;
const SMALL_SCREEN_FACTOR = 1.33;
const MIN_FONT_PX = 12;

/**
 * Root font size from the window width against the 1920 design width (SPEC §9).
 * Below 1600 the scaled size is multiplied by 1.33. Between 1600 and 1920 the factor
 * slides linearly from 1.33 down to 1 (our documented choice: the spec gives no formula;
 * linear keeps the size continuous at both ends). Never below 12 px, for legibility.
 */
export function rootFontSize(width: number): number {
  const scale = width / DESIGN_WIDTH;
  let factor = 1;
  if (width < SMALL_SCREEN_WIDTH) factor = SMALL_SCREEN_FACTOR;
  else if (width < DESIGN_WIDTH) {
    const progress = (width - SMALL_SCREEN_WIDTH) / (DESIGN_WIDTH - SMALL_SCREEN_WIDTH);
    factor = SMALL_SCREEN_FACTOR - (SMALL_SCREEN_FACTOR - 1) * progress;
  }
  return Math.max(MIN_FONT_PX, Math.round(BASE_FONT_PX * scale * factor * 100) / 100);
}

export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
