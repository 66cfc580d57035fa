import { z } from 'zod';
import { endpoint } from './endpoint';
import { opsCalls } from './calls';

/**
 * What the host tells the server about the remotes a page loaded (issue 17): the version
 * of each, whether the brand's fallback was used, and failures. The server logs failures
 * and keeps the last reports for `/dev/remotes`; it answers even when it drops a report.
 */
const remoteLoad = z
  .object({
    remote: z.string().regex(/^mf_[a-z_]{2,30}$/),
    /** The entry URL that answered (or was tried last). */
    entry: z.string().max(300),
    version: z.string().max(40),
    ok: z.boolean(),
    fallback: z.boolean(),
    /** Milliseconds from the first try to the module (or the last failure). */
    ms: z.number().int().min(0).max(600_000),
    error: z.string().max(300).optional(),
  })
  .strict();
export type RemoteLoad = z.infer<typeof remoteLoad>;

export const remoteReport = endpoint(
  opsCalls.remoteReport,
  z
    .object({
      brand: z.string().regex(/^[a-z0-9-]{1,40}$/),
      page: z.string().max(200),
      loads: z.array(remoteLoad).min(1).max(20),
    })
    .strict(),
  z.null(),
);
