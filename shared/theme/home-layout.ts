/**
 * The first screen of /home, laid out once and drawn three times: by the server's first-paint
 * skeleton (server/src/static/index-page.ts), by the host while each section's remote loads
 * (host/src/pages/home-page.tsx), and by the sections themselves (mf-casino-venues' venue
 * tiles). When all three agree nothing moves as the page fills in (CLS, issue 15 item 18).
 * Pixels, not rem: the host scales its root font size with the viewport.
 */
export const HOME_LAYOUT = {
  /** The host's header and the visited-pages bar above the content. */
  headerHeight: 64,
  tabBarHeight: 38,
  /** Padding above the first section, and between sections. */
  pageTop: 16,
  sectionGap: 24,
  banner: { aspectRatio: '1400 / 400', maxHeight: 400 },
  noticesHeight: 40,
  venues: {
    count: 7,
    titleHeight: 26,
    titleGap: 12,
    cardHeight: 150,
    gap: 16,
    /** Columns of the venue tiles by viewport width, widest first. */
    columns: [
      { minWidth: 1200, columns: 7 },
      { minWidth: 640, columns: 4 },
      { minWidth: 0, columns: 2 },
    ],
  },
} as const;

/** Height of the venue tiles section with `columns` tiles a row. */
export function venuesHeight(columns: number): number {
  const v = HOME_LAYOUT.venues;
  const rows = Math.ceil(v.count / columns);
  return v.titleHeight + v.titleGap + rows * v.cardHeight + (rows - 1) * v.gap;
}

/**
 * CSS rules for `selector` per venue-tile breakpoint: `declarations(columns)` gives the
 * declarations at that width (grid columns in the section, min-height in a reservation).
 * Plain CSS, so the server's skeleton and styled-components (selector `&`) both take it.
 */
export function byVenueColumns(selector: string, declarations: (columns: number) => string): string {
  return [...HOME_LAYOUT.venues.columns]
    .reverse()
    .map(({ minWidth, columns }) => {
      const rule = `${selector}{${declarations(columns)}}`;
      return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`;
    })
    .join('');
}
