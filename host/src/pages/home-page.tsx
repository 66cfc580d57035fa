import styled from 'styled-components';
import type { RemoteName } from '@site/shared/contract';
import type { RemoteModuleRef } from '@site/shared/routes';
import { HOME_LAYOUT, byVenueColumns, venuesHeight } from '@site/shared/theme';
import { RemoteSlot } from '../remotes/remote-slot';

const L = HOME_LAYOUT;

const Sections = styled.div`
  display: grid;
  gap: ${L.sectionGap}px;
`;

/**
 * The room a section takes once loaded, kept while its remote loads (the skeleton fills it)
 * and after: the sections of the first screen come in any order and nothing below moves.
 */
const Reserve = styled.div<{ $css: string }>`
  display: grid;
  min-width: 0;
  ${(p) => p.$css}
`;

/**
 * The banner picture the server's first paint showed (read from #boot-skeleton when this
 * module loads, before React replaces it). It stays behind the banner section while the
 * section and its data load, so the largest paint of /home is that early picture and not
 * the carousel's copy of it seconds later (the bimodal LCP of BENCHMARKS.md).
 */
const BOOT_BANNER =
  typeof document === 'undefined'
    ? null
    : (document.querySelector<HTMLImageElement>('#boot-skeleton .sk-banner img')?.getAttribute('src') ??
      null);

const BANNER = `aspect-ratio:${L.banner.aspectRatio};max-height:${L.banner.maxHeight}px;border-radius:12px;${
  BOOT_BANNER
    ? `background:center/cover no-repeat url("${BOOT_BANNER.replace(/["\\\n]/g, '')}");`
    : 'background:rgba(128,128,128,0.12);'
}`;
const NOTICES = `min-height:${L.noticesHeight}px;`;
const VENUES = byVenueColumns('&', (columns) => `min-height:${venuesHeight(columns)}px;`);

/** The remote sections of the home page, top to bottom. */
export const HOME_SECTIONS = {
  banners: { remote: 'mf_activities', module: './HomeBanners' },
  notices: { remote: 'mf_activities', module: './HomeNotices' },
  venues: { remote: 'mf_casino_venues', module: './HomeVenues' },
  hotMatches: { remote: 'mf_sportsbook', module: './HotMatches' },
  hotGames: { remote: 'mf_casino_venues', module: './HomeHotGames' },
} as const satisfies Record<string, RemoteModuleRef>;

/**
 * Starts loading every home section's module (bootstrap.tsx, when the first page is /home):
 * their remote entries and chunks come in while React renders the shell, instead of after
 * it. The slots then take the same loads (loadRemoteModule shares one per module); a
 * failure is theirs to show, so it is dropped here.
 */
export function startHomeSections(load: (remote: RemoteName, module: string) => Promise<unknown>): void {
  for (const { remote, module } of Object.values(HOME_SECTIONS))
    void load(remote, module).catch(() => undefined);
}

/**
 * The home page composes sections that belong to the remotes; each section sits behind
 * its own boundary, so one failing remote blanks only its own section.
 */
export function HomePage() {
  return (
    <Sections data-testid="home">
      <Reserve $css={BANNER}>
        <RemoteSlot {...HOME_SECTIONS.banners} variant="section" reserved={BOOT_BANNER ? 'clear' : true} />
      </Reserve>
      <Reserve $css={NOTICES}>
        <RemoteSlot {...HOME_SECTIONS.notices} variant="section" reserved />
      </Reserve>
      <Reserve $css={VENUES}>
        <RemoteSlot {...HOME_SECTIONS.venues} variant="section" reserved />
      </Reserve>
      <RemoteSlot {...HOME_SECTIONS.hotMatches} variant="section" />
      <RemoteSlot {...HOME_SECTIONS.hotGames} variant="section" />
    </Sections>
  );
}
