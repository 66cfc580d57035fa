import { hashKey, type QueryKey } from '@tanstack/react-query';
import {
  FIRST_SCREEN_READS_ID,
  hasSchemas,
  type EndpointRef,
  type FirstScreenRead,
  type RequestOf,
  type ResponseOf,
} from '../../contract/core';
import { queryKeys } from './query-keys';

interface Seed {
  data: unknown;
  updatedAt: number;
}

const seeds = new Map<string, Seed>();
const keyOf = (path: string, payload: unknown): QueryKey =>
  queryKeys.endpoint({ path, method: 'POST' }, payload ?? null);

/**
 * Keeps the server's answers for the first reads of the page (index.html's JSON block) until
 * the section asking for each mounts (`seededRead`). They are held raw, not put in the cache
 * yet: the section's own endpoint parses each through the contract's response schema, as
 * an answer from the network is parsed (a contract-core reference has none: the server
 * validated its answer before it put it in the page). `updatedAt` is the server's read time, never later
 * than this clock's now, so an answer's age counts against its reader's staleTime (odds read
 * 20 s ago are fetched again at once while they show).
 */
export function seedFirstScreenReads(reads: readonly FirstScreenRead[], now = Date.now()): void {
  for (const read of reads) {
    if (typeof read.path !== 'string' || typeof read.readAt !== 'number') continue;
    seeds.set(hashKey(keyOf(read.path, read.payload)), {
      data: read.data,
      updatedAt: Math.min(read.readAt, now),
    });
  }
}

/**
 * Reads index.html's block (`FIRST_SCREEN_READS_ID`) and seeds from it, when it was read for
 * the brand and locale this page asks in (`expect`: the API client's site id and language);
 * a missing, broken or foreign block seeds nothing. Returns how many reads were seeded.
 */
export function seedFirstScreenFromDocument(
  expect: { siteId: string; locale: string },
  doc: Document = document,
): number {
  const text = doc.getElementById(FIRST_SCREEN_READS_ID)?.textContent;
  if (!text) return 0;
  try {
    const block = JSON.parse(text) as { siteId?: unknown; locale?: unknown; reads?: unknown };
    const { reads } = block;
    if (block.siteId !== expect.siteId || block.locale !== expect.locale || !Array.isArray(reads)) return 0;
    seedFirstScreenReads(reads as FirstScreenRead[]);
    return reads.length;
  } catch {
    return 0;
  }
}

/**
 * The seeded answer of `endpoint` with `payload`, parsed by the endpoint's response schema
 * when it has one, once: the entry is dropped when taken (the cache holds it from then on), and one that
 * does not parse is dropped and the reader asks the server.
 */
export function takeSeededRead<E extends EndpointRef>(
  endpoint: E,
  payload: RequestOf<E>,
): { data: ResponseOf<E>; updatedAt: number } | undefined {
  const hash = hashKey(queryKeys.endpoint(endpoint, payload));
  const seed = seeds.get(hash);
  if (!seed) return undefined;
  seeds.delete(hash);
  if (!hasSchemas(endpoint)) return { data: seed.data as ResponseOf<E>, updatedAt: seed.updatedAt };
  const parsed = endpoint.response.safeParse(seed.data);
  return parsed.success ? { data: parsed.data as ResponseOf<E>, updatedAt: seed.updatedAt } : undefined;
}

/** Forgets every seed (tests). */
export function clearFirstScreenReads(): void {
  seeds.clear();
}
