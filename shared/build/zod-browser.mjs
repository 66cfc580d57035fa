// The `zod` the browser builds share (webpack.cjs `sharedModules`): zod 4's classic API as
// its own index exports it (v4/classic/external.js), less `z.locales` (about fifty message
// catalogues no page uses: the browser never configures a zod locale), `fromJSONSchema`,
// `toJSONSchema`, and the JIT compiler (`z.compile` / `withParser`: 7.8 KB gzip of /home,
// and the browser runs zod jitless anyway, contract/zod-config.ts).
// A shared singleton is never tree-shaken, so whatever the package index names ships in
// full to every page. The `@zod-classic` / `@zod-core` aliases point into the installed zod.
// Keep in step with zod's external.js when zod is upgraded (webpack fails on a missing file).
import * as z from './zod-browser-api.mjs';

export * from './zod-browser-api.mjs';
export { z };
export default z;
