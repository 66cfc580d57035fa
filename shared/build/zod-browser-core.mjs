// zod 4.6 v4/core/index.js (the `z.core` namespace), minus `locales`, the JIT compiler and JSON Schema output (zod-browser.mjs says why).
export * from '@zod-core/core.js';
export * from '@zod-core/parse.js';
export * from '@zod-core/errors.js';
export * from '@zod-core/schemas.js';
export * from '@zod-core/memoizer.js';
export * from '@zod-core/checks.js';
export * from '@zod-core/versions.js';
export * as util from '@zod-core/util.js';
export { toZod } from '@zod-core/util.js';
export * as regexes from '@zod-core/regexes.js';
export * from '@zod-core/registries.js';
export * from '@zod-core/doc.js';
export * from '@zod-core/api.js';
