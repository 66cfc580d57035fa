import type { BrandManifest } from '@site/shared/contract';

/**
 * The address a phone opens to install this brand's site (issue 28 item 9): this site's own
 * origin, not a separate mobile domain (the old `h5DomainUrl` pointed at one that never
 * loaded), at the home page. A brand the host name does not select (`?brand=` in the tab)
 * keeps its name in the address, or the phone would open the host's default brand.
 */
export function siteAddress(
  brand: Pick<BrandManifest, 'brand' | 'hosts'> | null,
  location: Pick<Location, 'origin' | 'hostname'>,
): string {
  const url = new URL('/home', location.origin);
  if (brand && !brand.hosts.includes(location.hostname)) url.searchParams.set('brand', brand.brand);
  return url.toString();
}
