// The funds contract (issue 4), one file per concern. `export *` is safe here: the
// package index re-exports this module as the namespace `funds` by name.
export * from './common';
export * from './wallet';
export * from './deposit';
export * from './withdraw';
export * from './records';
