import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { games, promotions } from '@site/shared/contract';
import { answer, callsTo, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { logIn, logOut, setBrand, venue } from '../../testing/fixtures';
import { recordBus, renderPage } from '../../testing/render';
import { VenueList } from './venue-list';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const live = [
  venue({ channelCode: 'AG', name: 'AG真人', category: 'ZR', sort: 2, hot: true }),
  venue({
    channelCode: 'DG',
    name: 'DG真人',
    category: 'ZR',
    sort: 3,
    status: 'maintenance',
    maintenanceMessage: 'DG真人维护中，预计2小时后恢复',
  }),
  venue({ channelCode: 'BBIN', name: 'BBIN真人', category: 'ZR', sort: 1 }),
];

beforeEach(() => {
  resetFakeApi();
  setBrand(1);
  logIn();
  answer(games.getVenueInfoByCategory, ok({ category: 'ZR', list: live }));
  answer(promotions.promotionConfig, ok([]));
});

const promo = (
  id: number,
  title: string,
  status: promotions.PromotionStatus,
): promotions.PromotionSummary => ({
  id,
  kind: 'activityLandPage',
  tab: 'live',
  title,
  subtitle: `${title}说明`,
  bannerUrl: `/media/promotions/${id}.svg`,
  status,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
});

describe('venue list page', () => {
  it('asks for the venues of its type code and shows them in order, with the maintenance notice', async () => {
    renderPage(<VenueList typeCode="ZR" />);
    expect(await screen.findByRole('heading', { name: '真人视讯' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('button', { name: /^进入/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '进入BBIN真人',
      '进入AG真人',
      '进入DG真人',
    ]);
    expect(callsTo(games.getVenueInfoByCategory)[0]?.payload).toEqual({ category: 'ZR' });
    expect(screen.getByText('维护中')).toBeInTheDocument();
    expect(screen.getByText('DG真人维护中，预计2小时后恢复')).toBeInTheDocument();
  });

  it('launches the venue on click', async () => {
    const user = userEvent.setup();
    answer(
      games.launch,
      ok({
        url: 'https://demo.test/baccarat?token=x',
        form: 'url',
        embedded: true,
        channelCode: 'AG',
        gameCode: '',
        autoTransferred: '0.00',
        venueBalance: '0.00',
      }),
    );
    renderPage(<VenueList typeCode="ZR" />);
    await user.click(await screen.findByRole('button', { name: '进入AG真人' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/game/${encodeURIComponent('https://demo.test/baccarat?token=x')}`,
      ),
    );
    expect(callsTo(games.launch)[0]?.payload).toEqual({ enName: 'AG' });
  });

  it('gives a guest the login prompt instead of a launch', async () => {
    logOut();
    const user = userEvent.setup();
    const prompt = recordBus('show_login_prompt');
    renderPage(<VenueList typeCode="ZR" />);
    await user.click(await screen.findByRole('button', { name: '进入AG真人' }));
    expect(prompt.seen).toHaveLength(1);
    expect(callsTo(games.launch)).toHaveLength(0);
    prompt.stop();
  });

  it('offers a retry when the venues fail to load, and an empty state for no venues', async () => {
    const user = userEvent.setup();
    answer(games.getVenueInfoByCategory, networkDown());
    renderPage(<VenueList typeCode="CP" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务开小差了，请稍后再试');
    answer(games.getVenueInfoByCategory, ok({ category: 'CP', list: [] }));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无场馆')).toBeInTheDocument();
  });

  it('shows the hot open venue as the featured one and the ongoing live promotions beside the venues', async () => {
    answer(
      promotions.promotionConfig,
      ok([
        promo(1, '真人首存加赠', 'ongoing'),
        promo(2, '已结束的活动', 'ended'),
        promo(3, '百家乐连赢', 'ongoing'),
      ]),
    );
    renderPage(<VenueList typeCode="ZR" />);
    const featured = await screen.findByRole('button', { name: '进入AG真人' });
    expect(featured).toHaveTextContent('推荐场馆');
    expect(screen.getByRole('button', { name: '进入BBIN真人' })).not.toHaveTextContent('推荐场馆');
    const aside = screen.getByRole('complementary', { name: '场馆优惠' });
    expect(await within(aside).findByRole('link', { name: /真人首存加赠/ })).toHaveAttribute(
      'href',
      '/activity/discount',
    );
    expect(within(aside).getByRole('link', { name: /百家乐连赢/ })).toBeInTheDocument();
    expect(within(aside).queryByText('已结束的活动')).not.toBeInTheDocument();
    expect(callsTo(promotions.promotionConfig)[0]?.payload).toEqual({ tab: 'live' });
  });

  it('says so when there is no promotion, and offers a retry when they fail', async () => {
    const user = userEvent.setup();
    answer(promotions.promotionConfig, networkDown());
    renderPage(<VenueList typeCode="QP" />);
    const aside = screen.getByRole('complementary', { name: '场馆优惠' });
    expect(await within(aside).findByRole('alert')).toHaveTextContent('优惠加载失败');
    answer(promotions.promotionConfig, ok([]));
    await user.click(within(aside).getByRole('button', { name: '重试' }));
    expect(await within(aside).findByText('暂无进行中的优惠')).toBeInTheDocument();
  });
});
