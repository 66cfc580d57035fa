/**
 * The back office is one plain webpack app (no Module Federation in this first version:
 * docs/backoffice.md says why). It reuses the host's recipe (swc-loader, persistent cache,
 * precompression, aliases) and drops the federation plugin: nothing is shared at run time
 * with the player site, so the bundle carries its own React, kit and contract.
 */
const { hostConfig } = require('@site/shared/build');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

module.exports = (_env, argv) => {
  const config = hostConfig(__dirname, argv);
  config.plugins = config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin));
  // Served under /bo/ by the server (server/src/static/backoffice.ts), never from the site root.
  config.output.publicPath = '/bo/';
  config.devServer = {
    port: 3010,
    hot: false,
    historyApiFallback: { index: '/bo/index.html' },
    devMiddleware: { publicPath: '/bo/' },
    proxy: [{ context: ['/bo/api'], target: 'http://127.0.0.1:8080' }],
  };
  return config;
};
