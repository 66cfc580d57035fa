import type { BrandManifest } from '@site/shared/contract';

const BRAND_PARAM = 'brand';
const BRAND_STORAGE_KEY = 'brand';

export interface BrandIndex {
  default: string;
  brands: { brand: string; hosts: string[] }[];
}

/**
 * Which brand this page is: `?brand=` first (remembered for the tab so links keep it),
 * then the host name from the brand index, then the index's default.
 */
export function pickBrandName(location: Location, index: BrandIndex, storage: Storage): string {
  const fromQuery = new URLSearchParams(location.search).get(BRAND_PARAM);
  if (fromQuery && /^[a-z0-9-]+$/.test(fromQuery)) {
    storage.setItem(BRAND_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const remembered = storage.getItem(BRAND_STORAGE_KEY);
  if (remembered) return remembered;
  const byHost = index.brands.find((b) => b.hosts.includes(location.hostname));
  return byHost?.brand ?? index.default;
}

/**
 * Load the brand manifest (static JSON served beside the host). A brand is data, not a
 * build: an operator edits the JSON and reloads. The server's inlined manifest is taken as
 * it is (the server checked it against the contract when it read it); a fetched one is
 * checked here, with the contract loaded for it (zod is not on the first screen, issue 31).
 * @throws {Error} when the manifest cannot be fetched or does not match the schema.
 */
export async function loadBrand(): Promise<BrandManifest> {
  const inlined = inlinedBrand(document);
  if (inlined) {
    // The server put this page's brand into index.html: no round trip, unless this tab
    // remembers another brand (?brand= earlier), which the server could not know.
    const name = pickBrandName(window.location, inlined.index, window.sessionStorage);
    if (name === inlined.brand.brand) return inlined.brand;
  }
  const index = inlined?.index ?? ((await fetchJson('/brands/index.json')) as BrandIndex);
  const name = pickBrandName(window.location, index, window.sessionStorage);
  let raw: unknown;
  try {
    raw = await fetchJson(`/brands/${name}.json`);
  } catch (error) {
    if (name === index.default) throw error;
    window.sessionStorage.removeItem(BRAND_STORAGE_KEY);
    raw = await fetchJson(`/brands/${index.default}.json`);
  }
  const { brandManifestSchema } = await import('@site/shared/contract');
  return brandManifestSchema.parse(raw);
}

/**
 * The brand and index the server inlined into index.html (`<script id="site-brand"
 * type="application/json">`), or null when absent or not their shape (then they are
 * fetched). The server inlines the manifest it validated (server/src/brands/brands.ts).
 */
export function inlinedBrand(doc: Document): { index: BrandIndex; brand: BrandManifest } | null {
  const text = doc.getElementById('site-brand')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { index?: BrandIndex; brand?: Partial<BrandManifest> };
    const { brand, index } = data;
    return brand &&
      typeof brand.brand === 'string' &&
      typeof brand.siteId === 'string' &&
      typeof brand.remotes === 'object' &&
      index &&
      Array.isArray(index.brands)
      ? { index, brand: brand as BrandManifest }
      : null;
  } catch {
    return null;
  }
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
