import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotions } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { summary } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { DiscountList } from './discount-list';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => resetFakeApi());

describe('discount list', () => {
  it('shows every promotion with its status and opens its kind page', async () => {
    answer(
      promotions.promotionConfig,
      ok([
        summary(),
        summary({ id: 104, kind: 'racePage', title: '真人视讯流水排行榜', status: 'upcoming' }),
        summary({ id: 109, kind: 'friendInvitation', title: '邀请好友赚佣金', status: 'ended' }),
      ]),
    );
    const user = userEvent.setup();
    renderPage(<DiscountList />, '/activity/discount');
    expect(await screen.findByRole('link', { name: '真人视讯流水排行榜' })).toHaveAttribute(
      'href',
      '/activity/racePage/104',
    );
    expect(screen.getByRole('link', { name: '邀请好友赚佣金' })).toHaveAttribute(
      'href',
      '/activity/friendInvitation',
    );
    expect(screen.getByText('即将开始')).toBeInTheDocument();
    expect(screen.getByText('已结束')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '新会员首存100%加赠' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/activity/firstDeposit/101');
  });

  it('asks the server for the chosen tab and shows an empty tab as such', async () => {
    answer(promotions.promotionConfig, (p) => ok(p?.tab === 'lottery' ? [] : [summary()]));
    const user = userEvent.setup();
    renderPage(<DiscountList />);
    await screen.findByRole('link', { name: '新会员首存100%加赠' });
    for (const label of ['全部', '体育', '真人', '电子', '棋牌', '彩票', '新人', 'VIP'])
      expect(screen.getByRole('tab', { name: label })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '彩票' }));
    expect(await screen.findByText('该分类暂无活动')).toBeInTheDocument();
    expect(callsTo(promotions.promotionConfig).at(-1)?.payload).toEqual({ tab: 'lottery' });
  });

  it('offers a retry after a failure', async () => {
    answer(promotions.promotionConfig, fail(6005, '服务开小差了，请稍后再试'));
    const user = userEvent.setup();
    renderPage(<DiscountList />);
    expect(await screen.findByText('服务开小差了，请稍后再试')).toBeInTheDocument();
    answer(promotions.promotionConfig, ok([summary()]));
    await user.click(screen.getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: '新会员首存100%加赠' })).toBeInTheDocument());
  });
});
