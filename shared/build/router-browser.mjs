// The `react-router-dom` the browser builds share (webpack.cjs `sharedModules`): the names
// the site uses, re-exported from react-router-dom's own index (the `@react-router-dom-index`
// alias: a request by another name, so the federation plugin does not take it for the
// shared module itself; react-router resolves to its production build, see webpack.cjs). A shared
// singleton is never tree-shaken, and the package index names the whole framework (server
// rendering, sessions and cookies, data routers, React Server Components), about 60 KB gzip
// on every page; through this list webpack keeps only what these names need (issue 16).
// A name missing here fails the build of the package that imports it
// (`exportsPresence: 'error'` for this file) and the lint test router-browser.test.ts.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@react-router-dom-index';
