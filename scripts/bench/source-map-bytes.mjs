// What a built script is made of: its bytes attributed to the sources of its source map
// (deterministic: the same build gives the same figures on any machine, loaded or not).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSize } from './lib.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Decodes one VLQ segment list of a source map line into its fields.
 * @param {string} segment
 * @returns {number[]}
 */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Raw bytes of `code` per source of `map` (a generated character belongs to the source of the
 * mapping segment it is in; characters before any segment of a line, or in a segment with no
 * source, count as '(generated)').
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, number>}
 */
export function bytesPerSource(code, map) {
  /** @type {Map<string, number>} */
  const out = new Map();
  const add = (/** @type {string} */ source, /** @type {number} */ n) =>
    out.set(source, (out.get(source) ?? 0) + n);
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l] ?? '';
    const bytes = Buffer.from(line);
    // Columns are UTF-16 units; measure each piece's UTF-8 length.
    let column = 0;
    let current = '(generated)';
    let from = 0;
    for (const segment of (mapLines[l] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) sourceIndex += fields[1] ?? 0;
      add(current, Buffer.byteLength(line.slice(from, column)));
      current = fields.length >= 4 ? (map.sources[sourceIndex] ?? '(unknown)') : '(generated)';
      from = column;
    }
    add(current, Buffer.byteLength(line.slice(from)) + 1);
    void bytes;
  }
  return out;
}

/**
 * Groups a source path of a webpack source map into what it is (the categories).
 * @param {string} source
 * @returns {string}
 */
export function categoryOf(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '');
  const rules = /** @type {[RegExp, string][]} */ ([
    [/@module-federation\/|\.federation\//, 'federation runtime'],
    [/i18n\/zh-CN\/|validation-messages/, 'i18n catalogues'],
    [/react-dom\/|scheduler\//, 'react-dom'],
    [/[\\/]zod\//, 'zod'],
    [/shared\/contract\//, 'shared contract'],
    [/crypto-js\//, 'crypto-js'],
    [/^webpack\/|\(webpack\)|webpack\/runtime|\(generated\)/, 'webpack runtime'],
    [/rxjs\//, 'rxjs'],
    [/react-router/, 'react-router'],
    [/styled-components|@emotion|stylis/, 'styled-components'],
    [/fingerprint/, 'fingerprint'],
    [/node_modules\//, 'other libraries'],
  ]);
  for (const [pattern, name] of rules) if (pattern.test(s)) return name;
  return 'project code';
}

/**
 * A built script's gzip size split by category: each category gets the share of the file's
 * gzip bytes its raw bytes have (gzip -9 of the whole file, prorated).
 * @param {string} file path of the script on disk (its map beside it: `file.map`)
 * @returns {{ gzip: number, raw: number, byCategory: Record<string, number>, bySource: Map<string, number> }}
 */
export function attribute(file) {
  const code = readFileSync(file, 'utf8');
  const gzip = gzipSize(code);
  const raw = Buffer.byteLength(code);
  /** @type {Record<string, number>} */
  const byCategory = {};
  /** @type {Map<string, number>} */
  const bySource = new Map();
  if (!existsSync(`${file}.map`)) {
    byCategory['(no source map)'] = gzip;
    return { gzip, raw, byCategory, bySource };
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  for (const [source, bytes] of bytesPerSource(code, map)) {
    const share = (bytes / raw) * gzip;
    bySource.set(source, (bySource.get(source) ?? 0) + share);
    const category = categoryOf(source);
    byCategory[category] = (byCategory[category] ?? 0) + share;
  }
  return { gzip, raw, byCategory, bySource };
}
