/**
 * zh-CN -> zh-TW for the build, the tests and the server (never the browser: opencc-js and
 * its dictionaries stay out of every bundle; the webpack loader and jest transform run this
 * in Node and emit plain strings).
 *
 * opencc-js converts with Taiwan phrases (`cn` -> `twp`); the reviewed override table
 * (overrides.json, every entry with its reason) wins wherever one of its terms occurs:
 * the text is cut at the longest override terms and only the pieces between them go
 * through opencc.
 */
const OpenCC = require('opencc-js/cn2t');
const overrides = require('./overrides.json');

const opencc = OpenCC.Converter({ from: 'cn', to: 'twp' });
const terms = [...overrides].sort((a, b) => b.cn.length - a.cn.length);
const byTerm = new Map(terms.map((o) => [o.cn, o.tw]));
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = new RegExp(terms.map((o) => escapeRegExp(o.cn)).join('|'), 'g');
const HAN = /[\u3400-\u9fff]/;
const cache = new Map();

/** One text in Traditional Chinese as written in Taiwan; text without Han characters is returned as is. */
function toTraditional(text) {
  if (typeof text !== 'string' || !HAN.test(text)) return text;
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += opencc(text.slice(last, match.index)) + byTerm.get(match[0]);
    last = match.index + match[0].length;
  }
  out += opencc(text.slice(last));
  if (cache.size < 20000) cache.set(text, out);
  return out;
}

/** Every string leaf of a JSON-like value converted (keys are left alone). */
function convertDeep(value) {
  if (typeof value === 'string') return toTraditional(value);
  if (Array.isArray(value)) return value.map(convertDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertDeep(v)]));
  }
  return value;
}

module.exports = { toTraditional, convertDeep, overrides };
