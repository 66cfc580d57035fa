/**
 * Webpack loader: zod's JSON Schema output (v4/core/json-schema-processors.js and
 * to-json-schema.js) as stubs with the same export names, for the browser builds. zod's classic
 * schemas import both to give every schema a `toJSONSchema()` and a processor per type, so
 * they shipped with zod (5.5 KB gzip of /home) though no page writes JSON Schema; the server
 * (Node, not webpack) keeps them. A call of a stub throws and says why. The names are read from
 * the installed module, so an upgrade of zod keeps them in step; a new kind of export fails
 * the build here instead of at a player's click.
 */
module.exports = function zodJsonSchemaStub(source) {
  const names = new Set();
  for (const [, kind, name] of source.matchAll(/^export (function|const|class|let) (\w+)/gm)) {
    if (kind === 'class' || kind === 'let')
      throw new Error(`zod-json-schema-stub: ${kind} ${name} cannot be stubbed`);
    names.add(name);
  }
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const entry of list.split(',')) {
      const alias = entry
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (alias) names.add(alias);
    }
  if (names.size === 0) throw new Error(`zod-json-schema-stub: no exports found in ${this.resourcePath}`);
  return (
    'function unavailable() {\n' +
    "  throw new Error('JSON Schema output is not in the browser build (shared/build/zod-json-schema-stub.cjs)');\n" +
    '}\n' +
    // Each name returns the thrower: createToJSONSchemaMethod(schema) and the like run when a
    // schema is made or read (`~standard`) and must give a method; calling that method throws.
    [...names].map((name) => `export const ${name} = () => unavailable;`).join('\n') +
    '\n'
  );
};
