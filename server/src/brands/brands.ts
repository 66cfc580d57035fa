import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, brandManifestSchema, type BrandManifest } from '@site/shared/contract';

/** Brands by site id, read once at start from host/brands/*.json (the files the host serves). */
export interface Brands {
  all: BrandManifest[];
  bySiteId(siteId: string | undefined): BrandManifest | undefined;
}

/** @throws {Error} naming the file when a manifest does not match the contract. */
export function loadBrands(dir: string): Brands {
  if (!existsSync(dir)) writeDefaultBrands(dir);
  const all = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = brandManifestSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`brand manifest ${file} is invalid: ${parsed.error.message}`);
      return parsed.data;
    });
  const map = new Map(all.map((b) => [b.siteId, b]));
  return { all, bySiteId: (siteId) => (siteId === undefined ? undefined : map.get(siteId)) };
}

function remotesAt(version: string): BrandManifest['remotes'] {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name.replace(/_/g, '-')}/${version}/mf-manifest.json` }]),
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
      safeKey: 'jinsha-safe-2026',
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
      safeKey: 'royal-safe-2026',
      h5DomainUrl: 'https://m.royal.example',
      remotes: remotesAt('1.0.0'),
    },
  ];
  for (const b of defaults) writeFileSync(join(dir, `${b.brand}.json`), `${JSON.stringify(b, null, 2)}\n`);
}
