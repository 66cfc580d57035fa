import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { help } from '@site/shared/contract';
import { pageMetaAtom } from '@site/shared/routes';
import { sessionStore } from '@site/shared/session';
import { answer, callsTo, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { fakeArticle } from '../../testing/help-article';
import { renderPage } from '../../testing/render';
import { SeoText } from './seo-text';
import '../../lib/help-centre-messages';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  sessionStore.set(pageMetaAtom, null);
});

describe('SEO text page', () => {
  it('shows the seo text with its own title and meta description', async () => {
    answer(help.article, ok(fakeArticle('seo', '网站介绍', '网站介绍', 1, '综合娱乐平台')));
    renderPage(<SeoText />, '/app/seo', '/app/seo');
    expect(await screen.findByRole('heading', { level: 1, name: '网站介绍' })).toBeInTheDocument();
    expect(screen.getByText('综合娱乐平台')).toBeInTheDocument();
    expect(callsTo(help.article)[0]?.payload).toEqual({ code: 'seo' });
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      path: '/app/seo',
      title: '网站介绍',
      description: '网站介绍的简介',
    });
  });

  it('offers a retry when the text cannot load', async () => {
    answer(help.article, networkDown());
    renderPage(<SeoText />, '/app/seo', '/app/seo');
    expect(await screen.findByText('帮助文章加载失败')).toBeInTheDocument();
    answer(help.article, ok(fakeArticle('seo', '网站介绍', '网站介绍', 1)));
    await userEvent.setup().click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '网站介绍' })).toBeInTheDocument();
  });
});
