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

function withZhTwTwins(source) {
  let out = '';
  let from = 0;
  for (const match of source.matchAll(/^export const (\w+)(?::[^=]+)? = \{/gm)) {
    const open = match.index + match[0].length - 1;
    const close = closingBrace(source, open);
    if (close < 0) continue;
    const name = match[1];
    const literal = convertStrings(source.slice(open, close));
    // Whole-key exceptions (key-overrides.json): texts where one string must differ from the
    // derivation although the same term elsewhere must not (圓 only in capital amounts).
    const fixes = Object.entries(keyOverrides)
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

module.exports = { withZhTwTwins, convertStrings, NAMESPACE_FILE };
