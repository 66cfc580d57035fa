// jsdom has neither Worker nor WebGL, and jest runs CommonJS, which has no `import.meta`:
// shared/fingerprint/webgl-worker-start.ts starts no worker under jest (the fingerprint is read
// on the main thread, as in a browser without workers). Tests of the worker path pass their own.
module.exports = { startWebGlWorker: () => undefined };
