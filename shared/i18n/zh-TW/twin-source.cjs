/**
 * Build step shared by the webpack loader and the jest transform: a zh-CN namespace module
 * (`export const auth = { ... } as const;`) gets, after its own code, its zh-TW twin attached
 * under `Symbol.for('site.i18n.zh-TW')`. The twin is the object literal with every string
 * converted (convert.cjs), so the bundle carries plain strings and no converter, and a
 * remote that registers `{ auth }` brings its own zh-TW with it (see registerMessages).
 */
const { toTraditional } = require('./convert.cjs');
const keyOverrides = require('./key-overrides.json');

/** Index just past the `}` that closes the `{` at `start`, skipping strings and comments. */
function closingBrace(source, start) {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i += 1; i < source.length && source[i] !== c; i += 1) if (source[i] === '\\') i += 1;
    } else if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return -1;
    } else if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 1;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Converts only the string literals of a piece of source (keys, code and comments untouched). */
function convertStrings(code) {
  return code.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, (literal) =>
    toTraditional(literal),
  );
}

/**
 * Whole-key exceptions (key-overrides.json) of namespace `name`: texts where one string must
 * differ from the derivation although the same term elsewhere must not (圓 only in capital
 * amounts), as statements on the twin `tw`.
 */
function keyFixes(name) {
  return Object.entries(keyOverrides)
    .filter(([key]) => key.startsWith(`${name}.`))
    .map(
      ([key, o]) =>
        `tw${key
          .slice(name.length + 1)
          .split('.')
          .map((k) => `[${JSON.stringify(k)}]`)
          .join('')} = ${JSON.stringify(o.tw)};`,
    )
    .join(' ');
}

/** Each `export const name = { ... }` of a namespace module: its name and literal's bounds. */
function* namespaceLiterals(source) {
  for (const match of source.matchAll(/^export const (\w+)(?::[^=]+)? = \{/gm)) {
    const open = match.index + match[0].length - 1;
    const close = closingBrace(source, open);
    if (close >= 0) yield { name: match[1], start: match.index, open, close };
  }
}

/**
 * For the browser builds (issue 31: one locale per load): the zh-TW twin is not in the
 * namespace module but in a module of its own (`<file>?zh-tw`, see twinModule), which the
 * namespace object names as a loader under `Symbol.for('site.i18n.zh-TW.load')`. A build
 * puts every twin it has in one chunk (`zh-tw`), fetched only when the page is in zh-TW
 * (shared/i18n loadLocaleMessages and registerMessages attach it where `withZhTwTwins` did).
 */
function withLazyZhTwTwins(source, fileName) {
  let out = '';
  let from = 0;
  for (const { name, open, close } of namespaceLiterals(source)) {
    const asConst = /^\s*as const/.exec(source.slice(close));
    const after = close + (asConst ? asConst[0].length : 0);
    const request = JSON.stringify(`./${fileName}?zh-tw`);
    out +=
      source.slice(from, open) +
      `/*#__PURE__*/ Object.defineProperty(${source.slice(open, close)}${asConst ? ' as const' : ''}, ` +
      `/*#__PURE__*/ Symbol.for('site.i18n.zh-TW.load'), { value: () => import(/* webpackChunkName: "zh-tw" */ ${request}).then((m) => m.${name}) })`;
    from = after;
  }
  if (from === 0) return source;
  return `${out}${source.slice(from)}\n// zh-TW twins loaded on demand: shared/i18n/zh-TW/twin-source.cjs\n`;
}

/** The `?zh-tw` module of a namespace file: only its namespaces' converted literals. */
function twinModule(source) {
  const parts = [];
  for (const { name, open, close } of namespaceLiterals(source)) {
    const literal = convertStrings(source.slice(open, close));
    parts.push(`export const ${name} = (() => { const tw = ${literal}; ${keyFixes(name)} return tw; })();`);
  }
  return `${parts.join('\n')}\n`;
}

function withZhTwTwins(source) {
  let out = '';
  let from = 0;
  for (const { name, open, close } of namespaceLiterals(source)) {
    const literal = convertStrings(source.slice(open, close));
    const fixes = keyFixes(name);
    // `as const` moves inside, onto the object literal it types.
    const asConst = /^\s*as const/.exec(source.slice(close));
    const after = close + (asConst ? asConst[0].length : 0);
    // One pure expression in place of the literal (no statement after it): a build that never
    // uses a namespace still drops it, twin and all (the /*#__PURE__*/ marks let the minifier).
    out +=
      source.slice(from, open) +
      `/*#__PURE__*/ Object.defineProperty(${source.slice(open, close)}${asConst ? ' as const' : ''}, ` +
      `/*#__PURE__*/ Symbol.for('site.i18n.zh-TW'), { value: /*#__PURE__*/ (() => { const tw = ${literal}; ${fixes} return tw; })() })`;
    from = after;
  }
  if (from === 0) return source;
  return `${out}${source.slice(from)}\n// zh-TW twins attached at build time by shared/i18n/zh-TW/twin-source.cjs\n`;
}

/** The files that get twins: every zh-CN namespace and the contract's validation messages. */
const NAMESPACE_FILE =
  /[\\/]shared[\\/](i18n[\\/]zh-CN[\\/](?!index\.ts$)[\w-]+\.ts|contract[\\/]validation-messages\.ts)$/;

module.exports = { withZhTwTwins, withLazyZhTwTwins, twinModule, convertStrings, NAMESPACE_FILE };
