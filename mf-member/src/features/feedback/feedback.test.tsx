import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, memberLetters } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(20_000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(() => {
  resetFakeApi();
  answer(memberLetters.queryMemberBetList, ok([]));
  answer(
    member.getUnreadForType,
    ok({
      brnotice_count: 0,
      bractivity_count: 0,
      brbulletin_count: 0,
      brmatch_count: 0,
      brfd_count: 0,
      notice_count: 0,
      activity_count: 0,
      fd_count: 0,
    }),
  );
  answer(member.feedbackUnreadNum, ok({ count: 0 }));
});

describe('feedback', () => {
  it('names sports bets in the order list in Chinese (单关 / 串关), games by their name', async () => {
    answer(
      memberLetters.queryMemberBetList,
      ok([
        { orderNo: 'S1', title: '体育 single', stake: '10.00', createdAt: '2026-11-20 10:00:00' },
        { orderNo: 'S2', title: '体育 parlay', stake: '20.00', createdAt: '2026-11-20 10:01:00' },
        { orderNo: 'R3', title: '极速快三', stake: '5.00', createdAt: '2026-11-20 10:02:00' },
      ]),
    );
    renderCardsPage('/mine/feedback', { '/mine/feedback': <FeedbackForm onSent={jest.fn()} /> });
    const list = screen.getByRole('combobox', { name: '关联注单（选填）' });
    expect(await within(list).findByRole('option', { name: 'S1 · 体育 单关 · 10.00' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'S2 · 体育 串关 · 20.00' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'R3 · 极速快三 · 5.00' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /single|parlay/ })).not.toBeInTheDocument();
  });

  it('refuses a too short text, uploads an image and sends it with the feedback', async () => {
    const user = userEvent.setup({ applyAccept: false });
    answer(memberLetters.uploadImage, ok({ id: 'a'.repeat(32), mime: 'image/png' }));
    answer(memberLetters.addFeedBack, ok({ id: '7' }));
    const sent = jest.fn();
    renderCardsPage('/mine/feedback', { '/mine/feedback': <FeedbackForm onSent={sent} /> });
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('反馈内容至少5个字')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('feedback-file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('仅支持 PNG、JPEG、WebP 格式的图片')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('feedback-file'),
      new File([PNG], 'shot.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsTo(memberLetters.uploadImage)).toHaveLength(1));
    await user.type(screen.getByLabelText('反馈内容'), '我的存款没有到账');
    await waitFor(() => expect(screen.queryByText('上传中…')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(callsTo(memberLetters.addFeedBack)[0]?.payload).toEqual({
      type: 'deposit',
      content: '我的存款没有到账',
      images: ['a'.repeat(32)],
    });
  });

  it('lists feedback; opening one with a new reply shows the reply and marks it read', async () => {
    const fb = {
      id: '7',
      type: 'deposit',
      content: '我的存款没有到账',
      orderNo: '',
      images: [],
      reply: '您好，已为您处理',
      unread: true,
      createdAt: '2026-11-23 10:00:00',
      repliedAt: '2026-11-23 11:00:00',
    };
    answer(memberLetters.getFeedBackList, ok({ list: [fb], total: 1, pageNum: 1, pageSize: 10 }));
    answer(memberLetters.getFeedbackInfo, ok({ ...fb }));
    const user = userEvent.setup();
    renderCardsPage('/mine/feedback', { '/mine/feedback': <FeedbackList round={0} /> });
    expect(await screen.findByText('新回复')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(await screen.findByText(/您好，已为您处理/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(member.feedbackUnreadNum).length).toBeGreaterThan(0));
  });
});
