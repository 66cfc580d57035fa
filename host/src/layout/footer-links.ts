import type { HelpCode } from '@site/shared/routes';

/** The help centre's articles, grouped as the footer lists them: every article is reachable. */
export const FOOTER_GROUPS = [
  { key: 'about', codes: ['gywm', 'hzhb', 'gztk', 'ysgz', 'bczr'] },
  { key: 'guide', codes: ['kh', 'ck', 'qk', 'zz', 'xnbcqkjc', 'tjllq', 'fjcjc'] },
  { key: 'rules', codes: ['tytzjc', 'tysstqth', 'rqgl', 'dxqgl', 'zrwt', 'dzjj', 'cpwt'] },
  { key: 'faq', codes: ['tywt', 'yhgz', 'qtwt', 'zxkf'] },
] as const satisfies readonly { key: string; codes: readonly HelpCode[] }[];
