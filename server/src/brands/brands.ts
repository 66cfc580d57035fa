import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, brandManifestSchema, type BrandManifest } from '@site/shared/contract';
import { withLocalTitles } from '../messages/locale';

/** What `/brands/index.json` answers: how the host picks its brand before loading it. */
export interface BrandIndex {
  default: string;
  brands: { brand: string; hosts: string[] }[];
}

/** Brands, read once at start from host/brands/*.json plus any extra folders. */
export interface Brands {
  all: BrandManifest[];
  bySiteId(siteId: string | undefined): BrandManifest | undefined;
  byName(name: string): BrandManifest | undefined;
  index: BrandIndex;
}

const DEFAULT_BRAND = 'default';

/**
 * Every `<brand>.json` of the folders, checked against the contract. A later folder cannot
 * reuse a brand name or site id of an earlier one (an operator mistake worth a clear stop).
 * @throws {Error} naming the file when a manifest is invalid or duplicated.
 */
export function loadBrands(dirs: string | readonly string[]): Brands {
  const folders = typeof dirs === 'string' ? [dirs] : dirs;
  const all: BrandManifest[] = [];
  folders.forEach((dir, i) => {
    if (!existsSync(dir)) {
      if (i > 0) throw new Error(`brand folder ${dir} does not exist`);
      writeDefaultBrands(dir);
    }
    for (const file of readdirSync(dir)
      .filter((f) => /^[a-z0-9-]+\.json$/.test(f) && f !== 'index.json')
      .sort()) {
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        throw new Error(`brand manifest ${join(dir, file)} is not JSON: ${(error as Error).message}`);
      }
      const parsed = brandManifestSchema.safeParse(raw);
      if (!parsed.success)
        throw new Error(`brand manifest ${join(dir, file)} is invalid: ${parsed.error.message}`);
      if (`${parsed.data.brand}.json` !== file)
        throw new Error(`brand manifest ${join(dir, file)} names brand "${parsed.data.brand}"`);
      const clash = all.find((b) => b.brand === parsed.data.brand || b.siteId === parsed.data.siteId);
      if (clash)
        throw new Error(`brand manifest ${join(dir, file)} repeats the brand or site id of "${clash.brand}"`);
      all.push(withLocalTitles(parsed.data));
    }
  });
  if (all.length === 0) throw new Error(`no brand manifests in ${folders.join(', ')}`);
  const bySite = new Map(all.map((b) => [b.siteId, b]));
  const byName = new Map(all.map((b) => [b.brand, b]));
  const index: BrandIndex = {
    default: byName.has(DEFAULT_BRAND) ? DEFAULT_BRAND : all[0]!.brand,
    brands: all.map((b) => ({ brand: b.brand, hosts: [...b.hosts] })),
  };
  return {
    all,
    bySiteId: (siteId) => (siteId === undefined ? undefined : bySite.get(siteId)),
    byName: (name) => byName.get(name),
    index,
  };
}

function remotesAt(version: string): BrandManifest['remotes'] {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { entry: `/remotes/${name.replace(/_/g, '-')}/${version}/mf-manifest.json` },
    ]),
  ) as BrandManifest['remotes'];
}

/** A fresh checkout without brands still starts: two demo brands, one per edition. */
function writeDefaultBrands(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const defaults: BrandManifest[] = [
    {
      brand: 'default',
      siteId: '1001',
      title: '金沙娱乐',
      hosts: ['localhost', '127.0.0.1'],
      locale: 'zh-CN',
      defaultEdition: 'classic',
      theme: { light: { primary: '#c9a45c' }, dark: { primary: '#d4b06a' } },
      features: { depositSwitch: 1, safeSwitch: 0, embeddedGameSwitch: 1 },
      h5DomainUrl: 'https://m.jinsha.example',
      remotes: remotesAt('1.0.0'),
    },
    {
      brand: 'royal',
      siteId: '1002',
      title: '皇冠体育',
      hosts: [],
      locale: 'zh-CN',
      defaultEdition: 'professional',
      theme: { light: { primary: '#1f6feb' }, dark: { primary: '#3b82f6' } },
      features: { depositSwitch: 0, safeSwitch: 1, embeddedGameSwitch: 0 },
      h5DomainUrl: 'https://m.royal.example',
      remotes: remotesAt('1.0.0'),
    },
  ];
  for (const b of defaults) writeFileSync(join(dir, `${b.brand}.json`), `${JSON.stringify(b, null, 2)}\n`);
}
