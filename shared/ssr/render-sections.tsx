import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { clearFirstScreenReads, seedFirstScreenReads, siteQueryClient } from '../api';
import * as contract from '../contract';
import type { Endpoint, FirstScreenRead } from '../contract';
import { applyLocale, loadLocaleMessages, type Locale } from '../i18n';
import { ThemeProvider, type BrandThemeTokens, type Edition } from '../theme';

/**
 * Server rendering of a remote's page sections (issue 31): a remote's build writes
 * `ssr/sections.js` (shared/build: `withSectionRenderer`) next to its browser files, in the
 * same immutable version folder, so the version a brand pins decides what the server
 * renders as it decides what the browser runs. That file exports `renderSections`, made
 * here from the remote's own section components: the same components, with the answers the
 * page carries (`reads`, the same seed the browser's query cache gets), the brand's theme
 * and the page's locale, to HTML and the CSS it uses.
 */
export interface SectionRenderRequest {
  /** Exposed module names to render, e.g. `./HomeBanners`. */
  modules: readonly string[];
  reads: readonly FirstScreenRead[];
  locale: Locale;
  edition: Edition;
  brandTokens?: BrandThemeTokens | undefined;
  /** The page's path, for the router (links and the active item). */
  path: string;
}

export interface SectionRenderResult {
  /** Markup per module; a module that threw, rendered nothing or is still loading is absent. */
  html: Record<string, string>;
  /** The rules of every rendered section (styled-components' server sheet), no tags. */
  css: string;
  /** Why a module has no markup, for the server's log. */
  errors: Record<string, string>;
}

export type RenderSections = (request: SectionRenderRequest) => Promise<SectionRenderResult>;

/** The version of this interface a server can call (`sections.js` exports it as `api`). */
export const SECTION_RENDERER_API = 1;

/** A section without its data yet (no read for it, or a failed one) shows a loading box: not worth sending. */
const STILL_LOADING = /aria-busy="true"|role="progressbar"/;

const styleTags = /<style[^>]*>|<\/style>/g;

/**
 * React 19 writes a preload link for every <img> it renders (all five banners of the
 * carousel): the page's own first picture already has its high-priority request, the
 * others are not worth bandwidth before the first screen.
 */
const imagePreloads = /<link rel="preload" as="image"[^>]*\/>/g;

/** Every endpoint of the contract by path (the namespaces' values that carry schemas). */
const endpointsByPath = new Map<string, Endpoint>();
for (const namespace of Object.values(contract)) {
  if (typeof namespace !== 'object' || namespace === null) continue;
  for (const value of Object.values(namespace as Record<string, unknown>)) {
    const call = value as Partial<Endpoint> | null;
    if (typeof call?.path === 'string' && call.response) endpointsByPath.set(call.path, call as Endpoint);
  }
}

/**
 * The reads whose answer fits this remote's contract. The browser's sections take the
 * page's answers without a schema (contract-core: zod is not on the first screen) because
 * the server validated them; here, on the server, the remote's own contract checks them,
 * and a section whose answer does not fit its contract is not rendered.
 */
function fittingReads(reads: readonly FirstScreenRead[]): FirstScreenRead[] {
  return reads.filter(
    (read) => endpointsByPath.get(read.path)?.response.safeParse(read.data).success === true,
  );
}

export function sectionRenderer(components: Record<string, ComponentType>): RenderSections {
  return async (request) => {
    applyLocale(request.locale);
    // zh-TW: the Traditional twins of the remote's namespaces, before anything renders.
    await loadLocaleMessages();
    const html: Record<string, string> = {};
    const errors: Record<string, string> = {};
    const sheet = new ServerStyleSheet();
    try {
      for (const name of request.modules) {
        const Section = components[name];
        if (!Section) {
          errors[name] = 'not a section of this remote';
          continue;
        }
        // From here to the end of renderToString nothing awaits: another request's locale
        // or answers cannot come in between (one module instance serves every brand).
        applyLocale(request.locale);
        siteQueryClient.clear();
        clearFirstScreenReads();
        seedFirstScreenReads(fittingReads(request.reads));
        try {
          const markup = renderToString(
            sheet.collectStyles(
              <ThemeProvider
                edition={request.edition}
                {...(request.brandTokens ? { brandTokens: request.brandTokens } : {})}
              >
                <MemoryRouter initialEntries={[request.path]}>
                  <Section />
                </MemoryRouter>
              </ThemeProvider>,
            ),
          );
          if (!markup) errors[name] = 'rendered nothing';
          else if (STILL_LOADING.test(markup)) errors[name] = 'no data';
          else html[name] = markup.replace(imagePreloads, '');
        } catch (error) {
          errors[name] = error instanceof Error ? error.message : String(error);
        }
      }
      return { html, css: sheet.getStyleTags().replace(styleTags, ''), errors };
    } finally {
      sheet.seal();
      siteQueryClient.clear();
      clearFirstScreenReads();
    }
  };
}
