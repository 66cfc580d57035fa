import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { MemberBar } from './member-bar';
import { MineSidebar } from './mine-sidebar';

// Pages a player reaches only from the member menu: each must be in it, in its group.
const expected: [group: string, name: string, href: string][] = [
  ['资金管理', '我的钱包', '/mine/wallet'],
  ['记录查询', '礼金记录', '/mine/giftRecord'],
  ['VIP与福利', '积分兑换', '/mine/exchange'],
  ['账户与服务', '意见反馈', '/mine/feedback'],
  ['账户与服务', '新手教程', '/mine/introTutorial'],
  ['账户与服务', '负责任博彩', '/mine/responsible'],
];

describe('the member menu', () => {
  it('lists every member page in the header dropdown, grouped', async () => {
    renderWithSite(<MemberBar />);
    await userEvent.click(screen.getByRole('button', { name: /会员中心/ }));
    const menu = screen.getByRole('menu');
    for (const [group, name, href] of expected) {
      const section = within(menu).getByRole('group', { name: group });
      expect(within(section).getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });

  it('lists every member page in the /mine sidebar and marks the one open', () => {
    renderWithSite(<MineSidebar />, { path: '/mine/feedback' });
    const side = screen.getByRole('complementary', { name: '会员中心导航' });
    for (const [group, name, href] of expected) {
      const section = within(side).getByRole('group', { name: group });
      expect(within(section).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The feedback page lights its own item, not 消息中心's.
    expect(within(side).getByRole('link', { name: '意见反馈' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: '消息中心' })).not.toHaveAttribute('aria-current');
  });

  it('closes the dropdown on a tap elsewhere (the chat launcher) and when the chat opens', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <MemberBar />
        <button type="button">聊天</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: /会员中心/ });
    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '聊天' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => bus.emit('open_chat', { rid: 'match-L1' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
