import type { FastifyRequest } from 'fastify';
import type { BrandManifest } from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';
import type { Edition } from '@site/shared/theme';
import type { Brands } from '../brands/brands';

/** The brand a request is for, as the host would pick it: ?brand=, then the host name, then the default. */
export function brandForRequest(brands: Brands, request: FastifyRequest): BrandManifest | undefined {
  const query = new URL(request.url, 'http://x').searchParams.get('brand');
  const byQuery = query && /^[a-z0-9-]+$/.test(query) ? brands.byName(query) : undefined;
  if (byQuery) return byQuery;
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
  const byHost = brands.index.brands.find((b) => b.hosts.includes(hostname));
  return brands.byName(byHost?.brand ?? brands.index.default);
}

/**
 * The locale of the first paint: the player's own 简体 / 繁體 choice (a cookie the browser
 * writes with its localStorage choice: shared/i18n/locale-preference.ts), else the brand's.
 */
export function pageLocale(brand: BrandManifest, request: FastifyRequest): Locale {
  const chosen = /(?:^|;\s*)site-locale=(zh-CN|zh-TW)(?:;|$)/.exec(String(request.headers.cookie ?? ''))?.[1];
  return chosen === 'zh-CN' || chosen === 'zh-TW' ? chosen : brand.locale;
}

/**
 * The edition (light classic / dark professional) of the first paint: the player's own
 * choice (a cookie the host writes beside its localStorage value: shared/session
 * edition-cookie.ts), else the brand's default, as the host picks it.
 */
export function pageEdition(brand: BrandManifest, request: FastifyRequest): Edition {
  const chosen = /(?:^|;\s*)site-edition=(classic|professional)(?:;|$)/.exec(
    String(request.headers.cookie ?? ''),
  )?.[1];
  return chosen === 'classic' || chosen === 'professional' ? chosen : brand.defaultEdition;
}
