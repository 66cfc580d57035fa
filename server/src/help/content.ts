import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Marked } from 'marked';
import type { HelpArticle } from '@site/shared/contract';
import { REPO_ROOT } from '../repo-root';
import { fillFigures } from './figures';
import { parseFrontMatter } from './front-matter';

/** The help articles: one Markdown file per code, shared with the register dialog (issue 14). */
export const HELP_CONTENT_DIR = join(REPO_ROOT, 'shared', 'content', 'help');
/** Text pages outside the help centre's list (the SEO text page of SPEC §2), same format. */
export const PAGES_CONTENT_DIR = join(REPO_ROOT, 'shared', 'content', 'pages');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Site paths, anchors, http(s) and mailto only: no `javascript:` or `data:` links. */
const safeHref = (href: string): string | null => (/^(\/|#|https?:\/\/|mailto:)/i.test(href) ? href : null);

/**
 * Markdown -> HTML with the articles' rules: raw HTML in a file is shown as text (never
 * passed through), links are limited as above and outside ones open in a new tab, and an
 * image names an SVG beside the articles (`images/x.svg`), inlined as a data URL so the
 * article needs no second request.
 */
function compiler(dir: string): Marked {
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (!safe) return inner;
        const outside = /^https?:/i.test(safe) ? ' target="_blank" rel="noopener noreferrer"' : '';
        const tip = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(safe)}"${tip}${outside}>${inner}</a>`;
      },
      image: ({ href, text }) => {
        if (!/^images\/[a-z0-9-]+\.svg$/.test(href)) return escapeHtml(text);
        const svg = readFileSync(join(dir, href));
        return `<img src="data:image/svg+xml;base64,${svg.toString('base64')}" alt="${escapeHtml(text)}" loading="lazy">`;
      },
    },
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * Plain text of the compiled HTML, for search: tags become spaces, entities their characters.
 * The top heading repeats the title, which the index already has.
 */
export function plainText(html: string): string {
  return html
    .replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>/, ' ')
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const REQUIRED = ['code', 'title', 'group', 'order', 'updated'] as const;

/** One article from its file. @throws {Error} naming the file on missing or bad front matter. */
export function compileArticle(file: string, source: string, dir = HELP_CONTENT_DIR): HelpArticle {
  const { meta, body } = parseFrontMatter(fillFigures(file, source));
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${file}: front matter lacks ${key}`);
  const order = Number(meta.order);
  if (!Number.isInteger(order)) throw new Error(`${file}: order must be a whole number`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.updated ?? '')) throw new Error(`${file}: updated must be YYYY-MM-DD`);
  const html = compiler(dir).parse(body) as string;
  const text = plainText(html);
  return {
    code: meta.code ?? '',
    title: meta.title ?? '',
    group: meta.group ?? '',
    order,
    updated: meta.updated ?? '',
    description: meta.description ?? text.slice(0, 80),
    keywords: (meta.keywords ?? '').split(/\s+/).filter(Boolean),
    html,
    text,
  };
}

/** Every article of `dir`, in `order`. Read once at start-up: the files ship with the server. */
export function loadArticles(dir = HELP_CONTENT_DIR): HelpArticle[] {
  return readdirSync(dir)
    .filter((f) => extname(f) === '.md')
    .map((f) => compileArticle(f, readFileSync(join(dir, f), 'utf8'), dir))
    .sort((a, b) => a.order - b.order);
}
