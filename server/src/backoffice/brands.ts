import { ErrorCode, type BrandManifest, type RemoteName } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { boMessages as text } from '../messages/backoffice';
import {
  BrandError,
  brandPath,
  entryOf,
  listBrandFiles,
  pin,
  readBrandFile,
  rollback,
  versionOf,
  writeBrandFile,
} from '../ops/brand-files';
import { verifyBrands } from '../ops/verify';
import { writeAudit, type Actor } from './audit';

/** Brands and their pinned remotes: the same checks and atomic write as scripts/brand.mjs (ops/brand-cli.ts). */

type Row = z.input<typeof backoffice.brandRow>;

const view = (b: BrandManifest): Row => ({
  brand: b.brand,
  siteId: b.siteId,
  title: b.title,
  remotes: Object.entries(b.remotes).map(([remote, c]) => ({
    remote,
    version: versionOf(c.entry) ?? c.entry,
    fallback: c.fallback ? (versionOf(c.fallback) ?? c.fallback) : null,
    history: (c.history ?? []).map((h) => versionOf(h) ?? h),
  })),
});

export function listBrands(dir: string): Row[] {
  return listBrandFiles(dir).map((f) => view(f.brand));
}

/** Pins a version (or rolls back) after verifying it; refuses with the findings when verify finds problems. */
export async function changePin(
  db: Db,
  actor: Actor,
  where: { dir: string; repoRoot: string },
  input: { brand: string; remote: RemoteName; version?: string | undefined; reason: string },
): Promise<Row> {
  let path: string;
  let brand: BrandManifest;
  try {
    path = brandPath(where.dir, input.brand);
    brand = readBrandFile(path).brand;
  } catch (error) {
    if (error instanceof BrandError) throw new ApiError(ErrorCode.NOT_FOUND, text.brandNotFound);
    throw error;
  }
  let next: BrandManifest;
  try {
    next = input.version
      ? pin(brand, input.remote, entryOf(input.remote, input.version))
      : rollback(brand, input.remote);
  } catch (error) {
    if (error instanceof BrandError)
      throw new ApiError(ErrorCode.INVALID_PARAMETER, text.brandProblem(error.message));
    throw error;
  }
  const others = listBrandFiles(where.dir)
    .filter((b) => b.brand.brand !== brand.brand)
    .map((b) => b.brand);
  const findings = (await verifyBrands(where.repoRoot, [...others, next], { only: brand.brand })).filter(
    (f) => f.remote === input.remote && f.problem.startsWith('entry'),
  );
  if (findings.length > 0)
    throw new ApiError(
      ErrorCode.INVALID_PARAMETER,
      text.brandProblem(findings.map((f) => f.problem).join('; ')),
    );
  writeBrandFile(path, next);
  await writeAudit(db, actor, {
    action: input.version ? 'brand.pin' : 'brand.rollback',
    targetType: 'brand',
    targetId: `${brand.brand}/${input.remote}`,
    before: view(brand).remotes.find((r) => r.remote === input.remote) ?? null,
    after: view(next).remotes.find((r) => r.remote === input.remote) ?? null,
    reason: input.reason,
  });
  return view(next);
}
