/**
 * The federation runtime for a page with no host (issue 31): built by `runtimeScriptConfig`
 * (webpack.cjs) as `federation-runtime.js` beside a remote's `remoteEntry.js`, for the
 * standalone demo game pages that mount mf-chat's parcel.
 *
 * A remote built with `experiments.externalRuntime` keeps webpack's bundler runtime but not
 * runtime-core: its remoteEntry.js reads `self._FEDERATION_RUNTIME_CORE` when it runs. In the
 * site the host's `provideExternalRuntime` sets that global (the runtime plugin
 * @module-federation/inject-external-runtime-core-plugin, in its `beforeInit`); a page with no
 * host loads this script first, which sets it the same way, unless a runtime is there already.
 */
/* global __MF_VERSION__ -- runtime-core's version, from DefinePlugin (webpack.cjs) */
import * as runtimeCore from '@module-federation/runtime-core';

const global = runtimeCore.Global;
if (!global._FEDERATION_RUNTIME_CORE) {
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: 'federation-runtime', version: __MF_VERSION__ };
}
