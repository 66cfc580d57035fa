import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCardsPage } from '../../testing/cards-render';
import { IntroTutorial } from './intro-tutorial';

describe('new-player guide', () => {
  it('shows the six steps with pictures, each linking to its page', async () => {
    renderCardsPage('/mine/introTutorial', { '/mine/introTutorial': <IntroTutorial /> });
    const steps = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(steps).toEqual(['注册账号', '绑定资料', '快速存款', '额度转换', '开始投注', '轻松提款']);
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(6);
    await userEvent.setup().click(screen.getAllByRole('link', { name: /去看看/ })[2]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/savemoney');
  });
});
