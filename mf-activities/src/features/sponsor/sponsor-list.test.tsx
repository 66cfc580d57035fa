import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@site/shared/contract';
import { answer, fail, ok, resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { SponsorList } from './sponsor-list';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => resetFakeApi());

describe('sponsor list', () => {
  it('shows each sponsorship with its drawn crest and period', async () => {
    answer(
      site.sponsorContent,
      ok([
        {
          id: 1,
          name: '金杯足球联赛',
          title: '金杯足球联赛官方合作伙伴',
          description: '联赛全程冠名赞助。',
          imageUrl: '/assets/sponsors/1.svg',
          period: '2024-2026',
        },
      ]),
    );
    renderPage(<SponsorList />);
    expect(await screen.findByRole('heading', { name: '金杯足球联赛' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '金杯足球联赛' })).toBeInTheDocument();
    expect(screen.getByText('合作期：2024-2026')).toBeInTheDocument();
  });

  it('shows an empty list as such and a failure with retry', async () => {
    answer(site.sponsorContent, fail(6005, '服务开小差了'));
    const user = userEvent.setup();
    renderPage(<SponsorList />);
    expect(await screen.findByText('服务开小差了')).toBeInTheDocument();
    answer(site.sponsorContent, ok([]));
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('暂无赞助信息')).toBeInTheDocument();
  });
});
