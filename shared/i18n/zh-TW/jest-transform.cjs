/**
 * jest transform for the zh-CN namespace files: the same twin step as the webpack build,
 * then swc as for every other file, so tests see the zh-TW catalogue the bundles carry.
 */
const { createTransformer } = require('@swc/jest');
const { withZhTwTwins } = require('./twin-source.cjs');
const fs = require('node:fs');
const { createHash } = require('node:crypto');

const swc = createTransformer({
  jsc: { parser: { syntax: 'typescript', tsx: false }, target: 'es2022' },
});
const overridesHash = createHash('sha1')
  .update(fs.readFileSync(require.resolve('./overrides.json')))
  .update(fs.readFileSync(require.resolve('./twin-source.cjs')))
  .update(fs.readFileSync(require.resolve('./convert.cjs')))
  .digest('hex');

module.exports = {
  process(source, filename, options) {
    return swc.process(withZhTwTwins(source), filename, options);
  },
  getCacheKey(source, filename, options) {
    return `${swc.getCacheKey(source, filename, options)}-${overridesHash}`;
  },
};
