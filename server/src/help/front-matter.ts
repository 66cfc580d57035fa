/**
 * The front matter of a help article: a `---` fenced block of `key: value` lines at the top
 * of the file. Only flat string values are used, so a YAML library would be more than needed.
 */
export interface Parsed {
  meta: Record<string, string>;
  body: string;
}

/** @throws {Error} when the file does not open with a closed `---` block. */
export function parseFrontMatter(source: string): Parsed {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match?.[1]) throw new Error('missing front matter');
  const meta: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`bad front matter line: ${line}`);
    const value = line.slice(colon + 1).trim();
    meta[line.slice(0, colon).trim()] = value.replace(/^(['"])(.*)\1$/, '$2');
  }
  return { meta, body: source.slice(match[0].length) };
}
