const { hostConfig } = require('@site/shared/build');

module.exports = (_env, argv) => hostConfig(__dirname, argv);
