import './messages';
import type { ComponentType } from 'react';
import type { ExposedModule } from '@site/shared/routes';
import { SECTION_RENDERER_API, sectionRenderer } from '@site/shared/ssr';
import { HomeBanners } from './features/home/home-banners';
import { HomeNotices } from './features/home/home-notices';

/**
 * This remote's home sections, rendered by the server into /home's HTML (issue 31; built
 * to ssr/sections.js by shared/build `withSectionRenderer`): the same components as the
 * exposed modules, keyed by their exposed names.
 */
const sections: Partial<Record<ExposedModule<'mf_activities'>, ComponentType>> = {
  './HomeBanners': HomeBanners,
  './HomeNotices': HomeNotices,
};

export const api = SECTION_RENDERER_API;
export const renderSections = sectionRenderer(sections);
