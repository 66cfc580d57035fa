import type { HelpArticle } from '@site/shared/contract';

/** What the search needs of an article. */
export type Searchable = Pick<HelpArticle, 'code' | 'title' | 'text' | 'keywords'>;

interface Entry {
  code: string;
  title: string;
  titleKey: string;
  keywordKey: string;
  text: string;
  textKey: string;
}

/** Prepared once per article list: lower-cased, width-folded copies to match against. */
export interface SearchIndex {
  entries: readonly Entry[];
}

export interface SearchHit {
  code: string;
  title: string;
  /** Text around the first match in the body: before, the match, after. */
  snippet: { before: string; match: string; after: string } | null;
  score: number;
}

/** Full-width letters and digits as half-width, lower case: "ＵＳＤＴ" finds "usdt". */
const fold = (s: string): string => s.normalize('NFKC').toLowerCase();

export function buildIndex(articles: readonly Searchable[]): SearchIndex {
  return {
    entries: articles.map((a) => ({
      code: a.code,
      title: a.title,
      titleKey: fold(a.title),
      keywordKey: fold(a.keywords.join(' ')),
      text: a.text,
      textKey: fold(a.text),
    })),
  };
}

function countOf(haystack: string, needle: string, cap: number): number {
  let n = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1 && n < cap;
    at = haystack.indexOf(needle, at + needle.length)
  )
    n++;
  return n;
}

const SNIPPET_SIDE = 18;

function snippetOf(entry: Entry, term: string): SearchHit['snippet'] {
  const at = entry.textKey.indexOf(term);
  if (at === -1) return null;
  // NFKC keeps the length of CJK and ASCII text, so positions in the folded copy fit the original.
  const start = Math.max(0, at - SNIPPET_SIDE);
  return {
    before: (start > 0 ? '…' : '') + entry.text.slice(start, at),
    match: entry.text.slice(at, at + term.length),
    after: entry.text.slice(at + term.length, at + term.length + SNIPPET_SIDE * 2) + '…',
  };
}

/**
 * Articles matching every word of `query` (split on spaces), best first: a word in the title
 * counts most, then one among the article's keywords, then how often it appears in the text
 * (up to 20 times, so a long article does not win by length alone). Ties keep article order.
 */
export function search(index: SearchIndex, query: string, limit = 8): SearchHit[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const entry of index.entries) {
    let score = 0;
    let matchedAll = true;
    for (const term of terms) {
      const inTitle = entry.titleKey.includes(term);
      const inKeywords = entry.keywordKey.includes(term);
      const inText = countOf(entry.textKey, term, 20);
      if (!inTitle && !inKeywords && inText === 0) {
        matchedAll = false;
        break;
      }
      score +=
        (inTitle ? 100 : 0) + (entry.titleKey.startsWith(term) ? 20 : 0) + (inKeywords ? 60 : 0) + inText * 2;
    }
    if (!matchedAll) continue;
    const first = terms[0] ?? '';
    hits.push({ code: entry.code, title: entry.title, snippet: snippetOf(entry, first), score });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
