import type { HelpArticle } from '@site/shared/contract';

/** A help article as the server sends it. */
export function fakeArticle(
  code: string,
  title: string,
  group: string,
  order: number,
  text = `${title}的正文`,
): HelpArticle {
  return {
    code,
    title,
    group,
    order,
    updated: '2026-11-23',
    description: `${title}的简介`,
    keywords: [],
    html: `<h1>${title}</h1><p>${text}</p><p><a href="/app/help/gztk">规则与条款</a></p>`,
    text: `${title} ${text}`,
  };
}
