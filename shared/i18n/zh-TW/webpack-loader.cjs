/**
 * webpack loader (shared/build/webpack.cjs) of the zh-CN namespace modules: the namespace gets a
 * loader of its zh-TW twin, and the twin itself is the module `<file>?zh-tw` (issue 31: a
 * zh-CN page ships no Traditional text). jest attaches the twins inline (jest-transform.cjs).
 */
const path = require('node:path');
const { twinModule, withLazyZhTwTwins } = require('./twin-source.cjs');

module.exports = function zhTwLoader(source) {
  this.cacheable(true);
  this.addDependency(require.resolve('./overrides.json'));
  this.addDependency(require.resolve('./key-overrides.json'));
  if (this.resourceQuery === '?zh-tw') return twinModule(source);
  return withLazyZhTwTwins(source, path.basename(this.resourcePath));
};
