import type { BrandManifest } from '@site/shared/contract';
import { BOOT_LOADER_CSP_SOURCE } from '../static/boot-loader';
import { MEMBER_MARK_CSP_SOURCE } from '../static/pre-auth';

/** Origins of remote entries given as absolute URLs; relative entries are 'self' already. */
export function remoteOrigins(brands: readonly BrandManifest[]): string[] {
  const origins = new Set<string>();
  for (const brand of brands) {
    for (const remote of Object.values(brand.remotes)) {
      for (const url of [remote.entry, remote.mirror, remote.fallback]) {
        if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
      }
    }
  }
  return [...origins].sort();
}

/** Only http(s) origins, normalised (`https://games.example.com/x` -> `https://games.example.com`). */
export function originsOf(urls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url.trim());
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') out.add(parsed.origin);
    } catch {
      // Not a URL: ignored, and so never allowed.
    }
  }
  return [...out].sort();
}

/**
 * The Content-Security-Policy of every HTML page, computed once at start from the brand
 * manifests: scripts and fetches may come from this origin and from any origin a brand
 * loads a remote from, and nowhere else. Frames may show this origin (the demo games)
 * and the venues' own origins (`venueOrigins`, VENUE_ORIGINS), and only this site may
 * frame its pages (deposit, withdrawal and the gateway page cannot be framed by others).
 */
export function contentSecurityPolicy(
  brands: readonly BrandManifest[],
  venueOrigins: readonly string[] = [],
): string {
  const origins = remoteOrigins(brands);
  const list = (...items: string[]) => [...items, ...origins].join(' ');
  return [
    "default-src 'self'",
    // No 'unsafe-eval' (measured in Chromium on /home, /game/egame and a launched game:
    // the federation runtime made no eval; zod's `new Function` probe is turned off by
    // `z.config({ jitless: true })` in the host).
    // The two inline scripts, by their hashes: the first paint's loader (static/boot-loader.ts)
    // and the member mark that hides 登录 / 注册 on a member's first paint (static/pre-auth.ts).
    `script-src ${list("'self'", BOOT_LOADER_CSP_SOURCE, MEMBER_MARK_CSP_SOURCE)}`,
    // ws:/wss: for the chat and live-odds socket on this host.
    `connect-src ${list("'self'", 'ws:', 'wss:')}`,
    // styled-components injects <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Embedded game pages (SPEC §4 venue launch): the demo games here, vendor pages on their hosts.
    `frame-src ${["'self'", ...originsOf(venueOrigins)].join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
