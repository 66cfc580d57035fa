import type { RemoteName } from '../contract';
import type exposes from './exposes.json';

/**
 * What each remote exposes, declared once in `exposes.json` (module name -> file). The
 * remote's webpack config builds its Module Federation `exposes` from it
 * (`require('@site/shared/exposes').mf_x`), and the host names remote modules with the type
 * below, so a route to a module no remote exposes does not compile. Types only: the host
 * bundles none of the JSON.
 *
 * To add an exposed page: add `"./MyPage": "./src/expose/my-page.tsx"` under the remote in
 * exposes.json; the host can then write `remote('mf_x', './MyPage')`.
 */
type Declared = typeof exposes;

/** The module names `remote` exposes, e.g. `'./WalletPage'` for `'mf_funds'`. */
export type ExposedModule<R extends RemoteName> = keyof Declared[R] & string;

/** One exposed module of one remote: `{ remote: 'mf_funds', module: './WalletPage' }`. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];

// Every remote of the brand manifest declares its exposes, and only those remotes do.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _EveryRemoteDeclared = Assert<Same<keyof Declared, RemoteName>>;
