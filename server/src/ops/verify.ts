import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import semver from 'semver';
import { CONTRACT_VERSION, type BrandManifest, type RemoteName } from '@site/shared/contract';
import { contentSecurityPolicy } from '../brands/csp';

/**
 * `brand verify` (issue 17): what an operator must know before a brand goes live, each
 * problem as one sentence naming the brand, the remote and what to do.
 */

/** The shared singletons whose versions must agree between the host and every remote. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'rxjs',
  'styled-components',
] as const;

/** What `remote release` writes beside mf-manifest.json. */
export interface ReleaseRecord {
  name: string;
  version: string;
  contractVersion: string;
  /**
   * The oldest contract it runs with (its team's `federation.requiresContract`): lower than
   * `contractVersion` when it only reads the newer contract's optional fields. Absent in older
   * records: the built contract is what it needs.
   */
  requiresContract?: string;
  /** requiredVersion of every shared module, as the remote was built. */
  shared: Record<string, string>;
  /** sha256 of every file of the version folder. */
  files: Record<string, string>;
  builtAt: string;
  commit?: string;
}

interface ManifestShared {
  name: string;
  requiredVersion?: string;
  version?: string;
  singleton?: boolean;
}

export interface HostShared {
  /** name -> [range the host asks for, version the host ships] */
  [name: string]: { range: string; version: string };
}

/** What the host build ships of each singleton (the host's package.json and its installed copy). */
export function hostShared(repoRoot: string): HostShared {
  const hostDir = join(repoRoot, 'host');
  const pkg = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const sharedPkg = JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  const deps = { ...sharedPkg.dependencies, ...pkg.dependencies };
  const require = createRequire(join(hostDir, 'package.json'));
  const result: HostShared = {};
  for (const name of SINGLETONS) {
    const range = deps[name];
    if (!range) continue;
    const installed = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
      version: string;
    };
    result[name] = { range, version: installed.version };
  }
  result['@site/shared'] = { range: `^${sharedPkg.version}`, version: sharedPkg.version };
  return result;
}

/** Local folder of an entry this server serves (/remotes/<remote>/<version>/…), or undefined. */
export function localFolderOf(repoRoot: string, entry: string): string | undefined {
  const m = /^\/remotes\/(mf-[a-z-]+)\/([^/]+)\/mf-manifest\.json$/.exec(entry);
  return m ? join(repoRoot, m[1]!, 'dist', m[2]!) : undefined;
}

async function readManifest(
  repoRoot: string,
  entry: string,
): Promise<{ manifest: { shared?: ManifestShared[] }; release?: ReleaseRecord } | string> {
  const folder = localFolderOf(repoRoot, entry);
  if (folder) {
    const file = join(folder, 'mf-manifest.json');
    if (!existsSync(file))
      return `its manifest ${entry} does not exist (no build at ${file}: release that version first)`;
    const releaseFile = join(folder, 'release.json');
    return {
      manifest: JSON.parse(readFileSync(file, 'utf8')) as { shared?: ManifestShared[] },
      ...(existsSync(releaseFile)
        ? { release: JSON.parse(readFileSync(releaseFile, 'utf8')) as ReleaseRecord }
        : {}),
    };
  }
  if (!/^https?:\/\//.test(entry))
    return `its entry "${entry}" is neither /remotes/<remote>/<version>/mf-manifest.json nor an http(s) URL`;
  try {
    const res = await fetch(entry, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return `its manifest ${entry} answered HTTP ${res.status}`;
    const manifest = (await res.json()) as { shared?: ManifestShared[] };
    const releaseRes = await fetch(new URL('release.json', entry), {
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);
    const release = releaseRes?.ok ? ((await releaseRes.json()) as ReleaseRecord) : undefined;
    return { manifest, ...(release ? { release } : {}) };
  } catch (error) {
    return `its manifest ${entry} is unreachable (${(error as Error).message})`;
  }
}

/** Problems of one remote's shared singletons against the host's, as sentences. */
export function sharedConflicts(host: HostShared, shared: readonly ManifestShared[]): string[] {
  const problems: string[] = [];
  for (const item of shared) {
    const base = item.name.startsWith('@site/shared') ? '@site/shared' : item.name.replace(/\/$/, '');
    const ours = host[base];
    // A module shared by version (the contract) falls back to the remote's own copy: no conflict.
    if (item.singleton === false) continue;
    if (!ours || !item.requiredVersion) continue;
    const wanted = item.requiredVersion;
    if (!semver.validRange(wanted)) continue;
    if (!semver.satisfies(ours.version, wanted)) {
      problems.push(`it needs ${base} ${wanted}, but the host ships ${ours.version}`);
    } else if (!semver.intersects(wanted, ours.range)) {
      problems.push(`its ${base} range ${wanted} does not overlap the host's ${ours.range}`);
    }
  }
  return [...new Set(problems)];
}

/** A problem when the remote was built against a contract the server does not answer yet. */
export function contractProblem(
  remoteContract: string,
  serverContract = CONTRACT_VERSION,
  requires?: string,
): string | undefined {
  if (requires !== undefined && requires !== remoteContract) {
    // Built with a newer contract, needing only an older one: what the server must answer is `requires`.
    const needed = contractProblem(requires, serverContract);
    return needed?.replace(`it was built for contract ${requires}`, `it needs contract ${requires}`);
  }
  const r = semver.parse(remoteContract);
  const s = semver.parse(serverContract);
  if (!r || !s) return `its contract version "${remoteContract}" is not a version`;
  if (r.major !== s.major)
    return `it was built for contract ${remoteContract}, a different major version from the server's ${serverContract}`;
  if (r.minor > s.minor)
    return `it was built for contract ${remoteContract}, newer than the server's ${serverContract}: upgrade the server first`;
  return undefined;
}

function allowedByCsp(csp: string, entry: string): boolean {
  if (!/^https?:\/\//.test(entry)) return entry.startsWith('/');
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return (scriptSrc?.split(/\s+/) ?? []).includes(new URL(entry).origin);
}

export interface Finding {
  brand: string;
  remote: RemoteName | '-';
  problem: string;
}

/** Every problem of `brands` (all brands, so the CSP is the one the server will send). */
export async function verifyBrands(
  repoRoot: string,
  brands: readonly BrandManifest[],
  options: { only?: string | undefined; host?: HostShared } = {},
): Promise<Finding[]> {
  const { only } = options;
  const host = options.host ?? hostShared(repoRoot);
  const csp = contentSecurityPolicy(brands);
  const findings: Finding[] = [];
  for (const brand of brands) {
    if (only && brand.brand !== only) continue;
    for (const [name, config] of Object.entries(brand.remotes) as [
      RemoteName,
      BrandManifest['remotes'][RemoteName],
    ][]) {
      for (const [label, entry] of [
        ['entry', config.entry],
        ['mirror', config.mirror],
        ['fallback', config.fallback],
      ] as const) {
        if (!entry) continue;
        const say = (problem: string) =>
          findings.push({ brand: brand.brand, remote: name, problem: `${label}: ${problem}` });
        if (!allowedByCsp(csp, entry))
          say(`its origin is not allowed by the Content-Security-Policy the server sends`);
        const read = await readManifest(repoRoot, entry);
        if (typeof read === 'string') {
          say(read);
          continue;
        }
        for (const problem of sharedConflicts(host, read.manifest.shared ?? [])) say(problem);
        if (!read.release)
          say(`it has no release.json (built without "remote release"), so its contract version is unknown`);
        else {
          const problem = contractProblem(
            read.release.contractVersion,
            CONTRACT_VERSION,
            read.release.requiresContract,
          );
          if (problem) say(problem);
        }
      }
    }
  }
  return findings;
}
