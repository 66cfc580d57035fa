import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { help, type BrandManifest } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { pageMetaAtom } from '@site/shared/routes';
import { brandAtom, clearSession, sessionStore, setSession } from '@site/shared/session';
import { answer, callsTo, fail, networkDown, ok, recordBus, resetFakeApi } from '@site/shared/testing';
import { HelpCentre } from './help-centre';
import { fakeArticle } from '../../testing/help-article';
import { renderPage } from '../../testing/render';
import { forgetHelpArticles } from './use-help-articles';
import '../../lib/help-centre-messages';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const articles = [
  fakeArticle('kh', '开户指南', '新手指南', 10, '注册后请绑定手机'),
  fakeArticle('ck', '存款教程', '存提款', 20, '存款后余额自动刷新'),
  fakeArticle('qk', '提款教程', '存提款', 30, '提款前请设置提款密码，提款审核后打款'),
  fakeArticle('zz', '转账教程', '存提款', 40, '转账提款前请回收'),
  fakeArticle('zxkf', '在线客服', '关于我们', 360, '全天服务'),
  fakeArticle('gztk', '规则与条款', '关于我们', 330, '一人一户'),
];

function brandWithDeposit(depositSwitch: 0 | 1): BrandManifest {
  return { features: { depositSwitch, safeSwitch: 0, embeddedGameSwitch: 1 } } as unknown as BrandManifest;
}

beforeEach(() => {
  resetFakeApi();
  forgetHelpArticles();
  sessionStore.set(brandAtom, brandWithDeposit(1));
  sessionStore.set(pageMetaAtom, null);
  answer(help.articles, ok(articles));
  answer(help.votes, ({ code }) => ok({ code, helpful: 2, unhelpful: 0, myVote: null }));
});

const page = (code: string) => renderPage(<HelpCentreAtParam />, `/app/help/${code}`, '/app/help/:code');

// Stands in for the expose: the code comes from the route.
function HelpCentreAtParam() {
  return <HelpCentre code={useParams().code ?? ''} />;
}

describe('help centre', () => {
  it('shows a skeleton, then the article with grouped navigation, and names the page', async () => {
    page('qk');
    expect(screen.getByTestId('help-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '提款教程' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '帮助中心目录' });
    const group = within(nav).getByRole('region', { name: '存提款' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['存款教程', '提款教程', '转账教程']);
    expect(within(nav).getByRole('link', { name: '提款教程' })).toHaveClass('active');
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      path: '/app/help/qk',
      title: '提款教程',
      description: '提款教程的简介',
    });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '提款教程的简介',
    );
  });

  it('searches as you type and opens a result', async () => {
    const user = userEvent.setup();
    page('kh');
    const box = await screen.findByRole('searchbox', { name: '搜索帮助' });
    await user.type(box, '提款');
    const results = screen.getByRole('region', { name: '搜索结果' });
    expect(within(results).getByRole('status')).toHaveTextContent('找到 2 篇相关文章');
    const links = within(results).getAllByRole('link');
    expect(links[0]).toHaveTextContent('提款教程');
    await user.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/app/help/qk');
    expect(await screen.findByRole('heading', { level: 1, name: '提款教程' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '搜索结果' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '百家乐');
    expect(within(screen.getByRole('region', { name: '搜索结果' })).getByRole('status')).toHaveTextContent(
      '没有找到与"百家乐"相关的文章',
    );
  });

  it('walks the results with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    page('kh');
    await user.type(await screen.findByRole('searchbox'), '提款');
    const results = within(screen.getByRole('region', { name: '搜索结果' }));
    await user.keyboard('{ArrowDown}');
    expect(results.getByRole('link', { name: /^提款教程/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(results.getByRole('link', { name: /^转账教程/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/app/help/qk');
  });

  it('goes to the next and the previous article', async () => {
    const user = userEvent.setup();
    page('ck');
    await user.click(await screen.findByRole('link', { name: '下一篇：提款教程' }));
    expect(await screen.findByRole('heading', { level: 1, name: '提款教程' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '上一篇：存款教程' }));
    expect(await screen.findByRole('heading', { level: 1, name: '存款教程' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上一篇：开户指南' })).toBeInTheDocument();
  });

  it('follows a link inside the article through the router', async () => {
    const user = userEvent.setup();
    page('kh');
    await screen.findByRole('heading', { level: 1, name: '开户指南' });
    await user.click(
      within(screen.getByTestId('help-article-body')).getByRole('link', { name: '规则与条款' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/app/help/gztk');
  });

  it('asks a guest to log in instead of voting', async () => {
    const user = userEvent.setup();
    clearSession();
    const prompt = recordBus('show_login_prompt');
    page('qk');
    expect(await screen.findByText('2 人觉得有帮助')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '有帮助' }));
    expect(prompt.seen).toHaveLength(1);
    expect(callsTo(help.vote)).toHaveLength(0);
    prompt.stop();
  });

  it('records a vote and shows it, and a failed vote says why', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', userId: '1' });
    answer(help.vote, ({ code, vote }) =>
      ok({ code, helpful: vote === 'helpful' ? 3 : 2, unhelpful: 0, myVote: vote }),
    );
    page('qk');
    expect(await screen.findByText('2 人觉得有帮助')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '有帮助' }));
    expect(await screen.findByText('感谢您的反馈！')).toBeInTheDocument();
    expect(screen.getByText('3 人觉得有帮助')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '有帮助' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(help.vote).map((c) => c.payload)).toEqual([{ code: 'qk', vote: 'helpful' }]);

    answer(help.vote, fail(6009, '操作失败，请稍后再试'));
    await user.click(screen.getByRole('button', { name: '没帮助' }));
    expect(await screen.findByText('操作失败，请稍后再试')).toBeInTheDocument();
    clearSession();
  });

  it('hides the deposit tutorial from navigation and search when the deposit switch is 0', async () => {
    const user = userEvent.setup();
    sessionStore.set(brandAtom, brandWithDeposit(0));
    page('kh');
    const nav = await screen.findByRole('navigation', { name: '帮助中心目录' });
    expect(within(nav).queryByRole('link', { name: '存款教程' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '存款');
    expect(within(screen.getByRole('region', { name: '搜索结果' })).getByRole('status')).toHaveTextContent(
      '没有找到',
    );
    expect(screen.getByRole('link', { name: '下一篇：提款教程' })).toBeInTheDocument();
  });

  it('opens customer service through the host safety tip from the zxkf article', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const sub = bus.on('customer_service', () => seen.push('cs'));
    page('zxkf');
    await user.click(await screen.findByRole('button', { name: '联系在线客服' }));
    expect(seen).toEqual(['cs']);
    sub.unsubscribe();
  });

  it('says when an article does not exist, and retries after a failed load', async () => {
    const user = userEvent.setup();
    page('nope');
    expect(await screen.findByText('文章不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回帮助中心' })).toHaveAttribute('href', '/app/help/kh');

    forgetHelpArticles();
    answer(help.articles, networkDown());
    page('kh');
    expect(await screen.findByText('帮助文章加载失败')).toBeInTheDocument();
    answer(help.articles, ok(articles));
    await user.click(screen.getAllByRole('button', { name: /重试/ })[0]!);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1, name: '开户指南' }).length).toBeGreaterThan(0),
    );
    await act(async () => undefined);
  });
});
