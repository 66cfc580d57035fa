import './messages';
import type { ComponentType } from 'react';
import type { ExposedModule } from '@site/shared/routes';
import { SECTION_RENDERER_API, sectionRenderer } from '@site/shared/ssr';
import { HomeVenues } from './features/home/home-venues';
import { HotGames } from './features/hot-games/hot-games';

/**
 * This remote's home sections, rendered by the server into /home's HTML (issue 31; built
 * to ssr/sections.js by shared/build `withSectionRenderer`): the same components as the
 * exposed modules, keyed by their exposed names. Not `./setup`: the launch listeners are
 * the browser's.
 */
const sections: Partial<Record<ExposedModule<'mf_casino_venues'>, ComponentType>> = {
  './HomeVenues': HomeVenues,
  './HomeHotGames': HotGames,
};

export const api = SECTION_RENDERER_API;
export const renderSections = sectionRenderer(sections);
