import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileArticle } from './content';
import { parseFrontMatter } from './front-matter';

const source = (body: string, extra = '') =>
  `---\ncode: demo\ntitle: 示例\ngroup: 测试\norder: 5\nupdated: 2026-11-23\n${extra}---\n${body}`;

describe('help content compiler', () => {
  it('reads the front matter and compiles GFM tables', () => {
    const a = compileArticle(
      'demo.md',
      source('# 示例\n\n| 甲 | 乙 |\n| --- | --- |\n| 1 | 2 |\n', 'keywords: 提款 提现\n'),
    );
    assert.equal(a.code, 'demo');
    assert.equal(a.order, 5);
    assert.deepEqual(a.keywords, ['提款', '提现']);
    assert.match(a.html, /<table>[\s\S]*<td>1<\/td>/);
    assert.equal(a.text, '甲 乙 1 2');
  });

  it('shows raw HTML as text and drops unsafe links and foreign images', () => {
    const a = compileArticle(
      'demo.md',
      source(
        '<script>alert(1)</script>\n\n[坏链接](javascript:alert(1)) [站内](/app/help/qk) [外站](https://example.com)\n\n![图](https://example.com/x.png)\n',
      ),
    );
    assert.doesNotMatch(a.html, /<script|javascript:|example\.com\/x\.png/);
    assert.match(a.html, /&lt;script&gt;/);
    assert.match(a.html, /<a href="\/app\/help\/qk">站内<\/a>/);
    assert.match(
      a.html,
      /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">外站<\/a>/,
    );
    assert.match(a.html, /坏链接/);
  });

  it('names the file and the field when the front matter is wrong', () => {
    assert.throws(() => compileArticle('x.md', '# 没有前言'), /missing front matter/);
    assert.throws(() => compileArticle('x.md', '---\ncode: x\n---\n'), /x\.md: front matter lacks title/);
    assert.throws(
      () => compileArticle('x.md', source('', '').replace('order: 5', 'order: five')),
      /order must be a whole number/,
    );
    assert.deepEqual(parseFrontMatter('---\ntitle: "引号"\n---\n正文').meta, { title: '引号' });
  });
});
