import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { RemoteName } from '@site/shared/contract';
import { HOME_SECTIONS, SERVER_SECTION_ATTR, type HomeSectionKey } from '@site/shared/routes';
import { editionAtom } from '@site/shared/session';
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

/**
 * The sections the server rendered into the page (issue 31: server/src/static/home-sections.ts)
 * and the edition they were painted in, taken from #boot-skeleton by bootstrap.tsx before
 * React replaces it (`captureServerSections`). Each stays in its slot until its remote has
 * loaded, so the content of the first paint does not blink out while the scripts run; used
 * only while the page is in that edition.
 */
let serverSections: { html: Map<string, string>; edition: string | null } = {
  html: new Map(),
  edition: null,
};

export function captureServerSections(doc: Document = document): void {
  const html = new Map<string, string>();
  let edition: string | null = null;
  for (const box of doc.querySelectorAll<HTMLElement>(`#boot-skeleton [${SERVER_SECTION_ATTR}]`)) {
    const key = box.getAttribute(SERVER_SECTION_ATTR);
    if (key) html.set(key, box.innerHTML);
    edition = box.dataset.edition ?? edition;
  }
  serverSections = { html, edition };
}

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
  const edition = useAtomValue(editionAtom);
  const server = (key: HomeSectionKey) =>
    serverSections.edition === edition ? serverSections.html.get(key) : undefined;
  return (
    <Sections data-testid="home">
      <Reserve $css={BANNER}>
        <RemoteSlot
          {...HOME_SECTIONS.banners}
          variant="section"
          reserved={BOOT_BANNER ? 'clear' : true}
          serverMarkup={server('banners')}
        />
      </Reserve>
      <Reserve $css={NOTICES}>
        <RemoteSlot {...HOME_SECTIONS.notices} variant="section" reserved serverMarkup={server('notices')} />
      </Reserve>
      <Reserve $css={VENUES}>
        <RemoteSlot {...HOME_SECTIONS.venues} variant="section" reserved serverMarkup={server('venues')} />
      </Reserve>
      <RemoteSlot {...HOME_SECTIONS.hotMatches} variant="section" serverMarkup={server('hotMatches')} />
      <RemoteSlot {...HOME_SECTIONS.hotGames} variant="section" serverMarkup={server('hotGames')} />
    </Sections>
  );
}
