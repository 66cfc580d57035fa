import { buildIndex, search, type Searchable } from './search';

const article = (code: string, title: string, text: string, keywords: string[] = []): Searchable => ({
  code,
  title,
  text,
  keywords,
});

const articles = [
  article('ck', '存款教程', '存款后可以随时提款。单笔最低 50 元。'),
  article('qk', '提款教程', '提款前请设置提款密码。提款审核通过即打款。提款每日 5 次。', ['提款', '提现']),
  article('xnbcqkjc', '虚拟币存提款教程', 'USDT 存款和提款：TRC20 与 ERC20，提款手续费 1%。'),
  article('rqgl', '让球攻略', '平手/半球 0/0.5 的结算。'),
];
const index = buildIndex(articles);

describe('help search', () => {
  it('ranks the article whose keywords name the word above ones that only mention it', () => {
    const hits = search(index, '提款');
    expect(hits.map((h) => h.code)).toEqual(['qk', 'xnbcqkjc', 'ck']);
  });

  it('ranks a title match first, and folds full-width letters and case', () => {
    expect(search(index, '存款')[0]?.code).toBe('ck');
    expect(search(index, 'ｕｓｄｔ').map((h) => h.code)).toEqual(['xnbcqkjc']);
  });

  it('needs every word of the query and gives a snippet around the first', () => {
    expect(search(index, '提款 TRC20').map((h) => h.code)).toEqual(['xnbcqkjc']);
    const [hit] = search(index, '0/0.5');
    expect(hit?.snippet).toEqual({ before: '平手/半球 ', match: '0/0.5', after: ' 的结算。…' });
  });

  it('answers nothing for an empty query or a word no article has', () => {
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, '百家乐')).toEqual([]);
  });
});
