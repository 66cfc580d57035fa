import { z } from 'zod';
import { REMOTE_NAMES } from './remote-names';

/**
 * A brand is data, not a build (ARCHITECTURE.md): this file names its site id, title,
 * theme tokens, default edition, locale, feature switches and, for every remote, the URL
 * of the exact `mf-manifest.json` to load (plus an optional previous version to fall back
 * to). The host reads it at start-up, the server reads the same files for its switches
 * and for the Content-Security-Policy.
 */
export { REMOTE_NAMES } from './remote-names';
export type { RemoteName } from './remote-names';

const themeTokens = z.record(z.string(), z.string());

export const brandManifestSchema = z.object({
  brand: z.string().regex(/^[a-z0-9-]+$/),
  siteId: z.string(),
  title: z.string(),
  /** Host names that select this brand; `?brand=` overrides. */
  hosts: z.array(z.string()),
  /** The brand's language (SPEC §1); a player's choice in the header wins (issue 18). */
  locale: z.enum(['zh-CN', 'zh-TW']).default('zh-CN'),
  /** The title per locale where it differs (the server derives zh-TW when absent). */
  titles: z.object({ 'zh-TW': z.string() }).partial().optional(),
  defaultEdition: z.enum(['classic', 'professional']),
  /** Brand colour tokens laid over the light (classic) and dark (professional) themes. */
  theme: z.object({ light: themeTokens, dark: themeTokens }),
  features: z.object({
    depositSwitch: z.union([z.literal(0), z.literal(1)]),
    safeSwitch: z.union([z.literal(0), z.literal(1)]),
    embeddedGameSwitch: z.union([z.literal(0), z.literal(1)]),
  }),
  h5DomainUrl: z.string(),
  remotes: z.record(
    z.enum(REMOTE_NAMES),
    z.object({
      entry: z.string(),
      /** The same version on a second origin (a mirror or another CDN): tried when `entry` fails, before `fallback`. */
      mirror: z.string().optional(),
      /** The version pinned before: the last resort when neither `entry` nor `mirror` answers. */
      fallback: z.string().optional(),
      /** Entries pinned before this one, newest last: what `brand rollback` returns to. */
      history: z.array(z.string()).optional(),
    }),
  ),
});
export type BrandManifest = z.infer<typeof brandManifestSchema>;
