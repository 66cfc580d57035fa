// zod 4.6 v4/classic/external.js, minus `locales`, `fromJSONSchema`, `toJSONSchema` and the JIT
// compiler (`compile`, `withParser`, `INVALID`), with a `core` without them (zod-browser.mjs says why).
export * as core from './zod-browser-core.mjs';
export * from '@zod-classic/schemas.js';
export * from '@zod-classic/checks.js';
export * from '@zod-classic/errors.js';
export * from '@zod-classic/parse.js';
export * from '@zod-classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  toZod,
  getDiscriminatedOption,
} from './zod-browser-core.mjs';
export { deepPartial } from '@zod-classic/deep-partial.js';
export { input, output } from '@zod-classic/in-out.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from '@zod-classic/iso.js';
export * as iso from '@zod-classic/iso.js';
export * as coerce from '@zod-classic/coerce.js';
