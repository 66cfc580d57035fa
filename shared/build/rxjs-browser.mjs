// The `rxjs` the browser builds share (webpack.cjs `sharedModules`): the names the site uses,
// re-exported from rxjs's ES2015 index (the `@rxjs-index` alias: a request by another name,
// so the federation plugin does not take it for the shared module itself). A shared
// singleton is never tree-shaken, and rxjs's index names every operator, scheduler and
// subject (15.5 KB gzip on every /home); through this list webpack keeps what these names
// need. A name missing here fails the build of the package that imports it, and the lint
// test scripts/lint/shared-facades.test.ts.
export {
  BehaviorSubject,
  Observable,
  Subject,
  Subscription,
  animationFrameScheduler,
  auditTime,
  filter,
  map,
} from '@rxjs-index';
