import { screen } from '@testing-library/react';
import { promotions } from '@site/shared/contract';
import { clearSession, setSession } from '@site/shared/session';
import { answer, ok, resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { FriendInvitation } from './friend-invitation';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => resetFakeApi());
afterEach(() => clearSession());

describe('friend invitation', () => {
  it('shows the code, the link with icode, a QR code and the invitees', async () => {
    setSession({ token: 't', userId: '1' });
    answer(
      promotions.inviteInfo,
      ok({
        inviteCode: 'LFLS',
        linkPath: '/home?register=1&icode=LFLS',
        invitees: [{ name: 'ab***c', registerTime: '2026-11-23 12:00:00', deposited: true, reward: '50.00' }],
        totalReward: '50.00',
        ratePercent: 10,
        cap: '188.00',
      }),
    );
    renderPage(<FriendInvitation />);
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('LFLS');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(/\/home\?register=1&icode=LFLS$/);
    expect(screen.getByTitle('扫码注册')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '我的好友' })).toHaveTextContent('ab***c');
    expect(screen.getByText('已首存')).toBeInTheDocument();
  });

  it('asks a guest to log in', () => {
    renderPage(<FriendInvitation />);
    expect(screen.getByText('登录后获取您的专属邀请链接')).toBeInTheDocument();
  });
});
