import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  REMOTE_NAMES,
  brandManifestSchema,
  type BrandManifest,
  type RemoteName,
} from '@site/shared/contract';

/**
 * The brand files an operator edits through `scripts/brand.mjs` (issue 17): read and
 * checked against the contract, changed in memory, written atomically (a temp file in the
 * same folder, fsync, rename), so a reader sees the old file or the new one, never half.
 */

/** An operator mistake with a message meant for the operator (no stack trace). */
export class BrandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandError';
  }
}

export interface BrandFile {
  path: string;
  brand: BrandManifest;
}

export function brandPath(dir: string, name: string): string {
  if (!/^[a-z0-9-]+$/.test(name))
    throw new BrandError(`brand name "${name}" is not valid (lower-case letters, digits, -)`);
  return join(dir, `${name}.json`);
}

/** @throws {BrandError} when the file is missing, not JSON, or not a brand manifest. */
export function readBrandFile(path: string): BrandFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BrandError(
      code === 'ENOENT'
        ? `no brand file ${path}`
        : `brand file ${path} is not JSON: ${(error as Error).message}`,
    );
  }
  const parsed = brandManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BrandError(
      `brand file ${path} is not a valid brand manifest: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : parsed.error.message}`,
    );
  }
  return { path, brand: parsed.data };
}

export function listBrandFiles(dir: string): BrandFile[] {
  return readdirSync(dir)
    .filter((f) => /^[a-z0-9-]+\.json$/.test(f) && f !== 'index.json')
    .sort()
    .map((f) => readBrandFile(join(dir, f)));
}

/** Writes `brand` to `path` atomically, after checking it against the contract once more. */
export function writeBrandFile(path: string, brand: BrandManifest): void {
  const checked = brandManifestSchema.parse(brand);
  const temp = join(dirname(path), `.${Date.now()}-${process.pid}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, `${JSON.stringify(checked, null, 2)}\n`);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temp, path);
}

/** `mf-funds`, `mf_funds` or `funds` -> `mf_funds`. */
export function remoteName(text: string): RemoteName {
  const name = (text.startsWith('mf') ? text : `mf_${text}`).replace(/-/g, '_');
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
    throw new BrandError(
      `there is no remote "${text}"; remotes: ${REMOTE_NAMES.map((r) => r.replace(/_/g, '-')).join(', ')}`,
    );
  }
  return name as RemoteName;
}

/** The entry URL of a remote's version as this server serves it. */
export function entryOf(remote: RemoteName, version: string): string {
  if (!/^[0-9A-Za-z.+-]{1,40}$/.test(version)) throw new BrandError(`version "${version}" is not valid`);
  return `/remotes/${remote.replace(/_/g, '-')}/${version}/mf-manifest.json`;
}

/** The version named by an entry URL of the form /remotes/<remote>/<version>/mf-manifest.json. */
export function versionOf(entry: string): string | undefined {
  return /\/remotes\/[a-z-]+\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1];
}

/**
 * Pins `remote` of `brand` to `entry`: the current entry becomes the fallback (a dead new
 * version falls back to the one that worked) and goes on the history for `rollback`.
 */
export function pin(brand: BrandManifest, remote: RemoteName, entry: string): BrandManifest {
  const current = brand.remotes[remote];
  if (current?.entry === entry) throw new BrandError(`${brand.brand} already pins ${remote} to ${entry}`);
  const history = current ? [...(current.history ?? []), current.entry].slice(-10) : [];
  return {
    ...brand,
    remotes: {
      ...brand.remotes,
      [remote]: { entry, ...(current ? { fallback: current.entry } : {}), history },
    },
  };
}

/** Back to the entry pinned before the current one (the last of its history). */
export function rollback(brand: BrandManifest, remote: RemoteName): BrandManifest {
  const current = brand.remotes[remote];
  const history = [...(current?.history ?? [])];
  const previous = history.pop();
  if (!current || !previous)
    throw new BrandError(`${brand.brand} has no earlier version of ${remote} to roll back to`);
  const fallback = history.at(-1);
  return {
    ...brand,
    remotes: { ...brand.remotes, [remote]: { entry: previous, ...(fallback ? { fallback } : {}), history } },
  };
}
