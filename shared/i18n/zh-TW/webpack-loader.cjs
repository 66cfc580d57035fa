/** webpack loader (shared/build/webpack.cjs): attaches the zh-TW twin to a zh-CN namespace module. */
const { withZhTwTwins } = require('./twin-source.cjs');

module.exports = function zhTwLoader(source) {
  this.cacheable(true);
  this.addDependency(require.resolve('./overrides.json'));
  return withZhTwTwins(source);
};
