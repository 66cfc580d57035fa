// The `jotai/utils` the browser builds share (webpack.cjs `sharedModules`): the names the site
// uses, re-exported from jotai's vanilla utils (the `@jotai-utils-index` alias: a request by
// another name, so the federation plugin does not take it for the shared module itself). A
// shared singleton is never tree-shaken, and jotai/utils names every storage, family and
// loadable helper. A name missing here fails the build of the package that imports it, and
// the lint test scripts/lint/shared-facades.test.ts.
export { atomWithLazy } from '@jotai-utils-index';
