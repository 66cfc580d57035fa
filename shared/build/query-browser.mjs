// The `@tanstack/react-query` the browser builds share (webpack.cjs `sharedModules`): the names
// the site uses (shared/api/query), re-exported from the package's modern ESM index (the
// `@react-query-index` alias: a request by another name, so the federation plugin does not take
// it for the shared module itself). A shared singleton is never tree-shaken, and the index
// names suspense, hydration, streaming and infinite queries the site has none of. A name
// missing here fails the build of the package that imports it, and the lint test
// scripts/lint/shared-facades.test.ts.
export { QueryClient, QueryClientProvider, hashKey, useMutation, useQuery } from '@react-query-index';
