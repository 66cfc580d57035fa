// Text pages of SPEC §2 outside the help centre (the SEO text page), for src/expose.
export { SeoText } from './seo-text';
