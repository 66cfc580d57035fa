import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrandManifest, FirstScreenRead, RemoteName } from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';
import { HOME_SECTIONS, type HomeSectionKey } from '@site/shared/routes';
import type { Edition } from '@site/shared/theme';

/**
 * /home's sections rendered on the server (issue 31), so a player sees the banners, notices,
 * venue tiles, hot matches and hot games with their data in the first paint, not after the
 * federation runtime, the remotes and their mount. Each remote's own code renders its own
 * sections: the `ssr/sections.js` its build writes into its version folder (shared/ssr,
 * shared/build `withSectionRenderer`), taken from the version the brand pins, exactly as
 * the browser takes `remoteEntry.js`. A remote served from another origin, a version built
 * before this existed, or one that fails to load or render has no server markup: its area
 * shows the skeleton and fills when the browser has its remote, as before.
 */
export interface ServerSections {
  /** Markup per section key, in no particular order (HOME_SECTIONS gives the order). */
  html: Partial<Record<HomeSectionKey, string>>;
  /** The rules the markup's classes need. */
  css: string;
}

/** What a remote's `ssr/sections.js` exports (shared/ssr `RenderSections`, API version 1). */
interface SectionRendererModule {
  api: number;
  renderSections: (request: {
    modules: readonly string[];
    reads: readonly FirstScreenRead[];
    locale: Locale;
    edition: Edition;
    brandTokens?: BrandManifest['theme'];
    path: string;
  }) => Promise<{ html: Record<string, string>; css: string; errors: Record<string, string> }>;
}

/** A remote's entry on this site's own origin: /remotes/<folder>/<version>/… (a version never starts with a dot). */
const LOCAL_ENTRY = /^\/remotes\/([a-z][a-z-]*)\/((?!\.)[\w.+-]+)\//;

const QUIET = new Set(['no data', 'rendered nothing']);

const requireFile = createRequire(import.meta.url);

export type HomeSectionsRenderer = (
  brand: BrandManifest,
  locale: Locale,
  edition: Edition,
  reads: readonly FirstScreenRead[],
) => Promise<ServerSections>;

/** HOME_SECTIONS grouped by the remote that renders them: [section key, exposed module]. */
const SECTIONS_BY_REMOTE = new Map<RemoteName, [HomeSectionKey, string][]>();
for (const [key, { remote, module }] of Object.entries(HOME_SECTIONS) as [
  HomeSectionKey,
  { remote: RemoteName; module: string },
][])
  SECTIONS_BY_REMOTE.set(remote, [...(SECTIONS_BY_REMOTE.get(remote) ?? []), [key, module]]);

export function homeSectionsRenderer(
  staticRoot: string,
  log: (message: string, detail?: unknown) => void,
): HomeSectionsRenderer {
  /** By file: a version folder never changes, so a renderer is loaded once (null: none). */
  const loaded = new Map<string, SectionRendererModule | null>();

  const rendererOf = (brand: BrandManifest, remote: RemoteName): SectionRendererModule | null => {
    const found = LOCAL_ENTRY.exec(brand.remotes[remote]?.entry ?? '');
    if (!found || found[1] !== remote.replace(/_/g, '-')) return null;
    const file = join(staticRoot, found[1], 'dist', found[2] ?? '', 'ssr', 'sections.js');
    if (!loaded.has(file)) {
      let renderer: SectionRendererModule | null = null;
      if (existsSync(file)) {
        try {
          const module = requireFile(file) as Partial<SectionRendererModule>;
          if (module.api === 1 && typeof module.renderSections === 'function')
            renderer = module as SectionRendererModule;
          else log(`${file}: not a section renderer of API 1`);
        } catch (error) {
          log(`${file}: failed to load`, error);
        }
      }
      loaded.set(file, renderer);
    }
    return loaded.get(file) ?? null;
  };

  return async (brand, locale, edition, reads) => {
    const html: ServerSections['html'] = {};
    const css: string[] = [];
    for (const [remote, sections] of SECTIONS_BY_REMOTE) {
      const renderer = rendererOf(brand, remote);
      if (!renderer) continue;
      try {
        const result = await renderer.renderSections({
          modules: sections.map(([, module]) => module),
          reads,
          locale,
          edition,
          brandTokens: brand.theme,
          path: '/home',
        });
        for (const [key, module] of sections) {
          const markup = result.html[module];
          if (typeof markup === 'string') html[key] = markup;
          // Not worth a log line: no answer for it in the page (a read failed; the browser
          // reads it), or nothing to show (no banner, no notice).
          else if (result.errors[module] && !QUIET.has(result.errors[module] ?? ''))
            log(`${remote} ${module}: ${result.errors[module]}`);
        }
        if (typeof result.css === 'string') css.push(result.css);
      } catch (error) {
        // A remote that throws blanks only its own sections: the others keep theirs.
        log(`${remote}: its sections failed to render`, error);
      }
    }
    return { html, css: css.join('') };
  };
}
