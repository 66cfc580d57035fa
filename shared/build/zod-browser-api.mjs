// zod 4.6 v4/classic/external.js, minus `locales` and `fromJSONSchema`, with a `core` without locales
// (zod-browser.mjs says why).
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
  INVALID,
  toZod,
  compile,
  withParser,
  ZodCompileAsyncError,
  ZodCompileUnsupportedError,
  getDiscriminatedOption,
} from './zod-browser-core.mjs';
export { toJSONSchema } from '@zod-core/json-schema-processors.js';
export { deepPartial } from '@zod-classic/deep-partial.js';
export { input, output } from '@zod-classic/in-out.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from '@zod-classic/iso.js';
export * as iso from '@zod-classic/iso.js';
export * as coerce from '@zod-classic/coerce.js';
