export { SECTION_RENDERER_API, sectionRenderer } from './render-sections';
export type { RenderSections, SectionRenderRequest, SectionRenderResult } from './render-sections';
