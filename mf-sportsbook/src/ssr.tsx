import './messages';
import type { ComponentType } from 'react';
import type { ExposedModule } from '@site/shared/routes';
import { SECTION_RENDERER_API, sectionRenderer } from '@site/shared/ssr';
import { HotMatches } from './features/hot-matches/hot-matches';

/**
 * This remote's home section, rendered by the server into /home's HTML (issue 31; built
 * to ssr/sections.js by shared/build `withSectionRenderer`): the same component as the
 * exposed module, keyed by its exposed name. The live push starts in the browser.
 */
const sections: Partial<Record<ExposedModule<'mf_sportsbook'>, ComponentType>> = {
  './HotMatches': HotMatches,
};

export const api = SECTION_RENDERER_API;
export const renderSections = sectionRenderer(sections);
