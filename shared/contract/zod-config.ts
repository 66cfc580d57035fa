import { z } from 'zod';

/**
 * In a browser the site's CSP allows no eval, and zod decides at schema construction
 * whether to compile fast parsers with `new Function`: its probe alone is reported as
 * a CSP violation. So in a browser zod runs jitless, set before any schema is built.
 * The server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
