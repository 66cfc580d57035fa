import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, memberLetters, type UnreadCounts } from '@site/shared/contract';
import { sessionStore, unreadCountsAtom, unreadTotalAtom } from '@site/shared/session';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { MessageCentre, unreadOf } from './message-centre';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(15_000);

const zero: UnreadCounts = {
  brnotice_count: 0,
  bractivity_count: 0,
  brbulletin_count: 0,
  brmatch_count: 0,
  brfd_count: 0,
  notice_count: 0,
  activity_count: 0,
  fd_count: 0,
};
const letter = (id: string, title: string, read: boolean): memberLetters.Letter => ({
  id,
  type: 'notice',
  title,
  content: `${title}的内容`,
  read,
  siteWide: false,
  createdAt: '2026-11-23 10:00:00',
});

let letters: memberLetters.Letter[];
beforeEach(() => {
  resetFakeApi();
  letters = [letter('1', '存款到账通知', false), letter('2', '恭喜晋级VIP1', false)];
  act(() => sessionStore.set(unreadCountsAtom, { ...zero, notice_count: 2, brbulletin_count: 1 }));
  answer(memberLetters.letterList, () =>
    ok({ list: letters, total: letters.length, pageNum: 1, pageSize: 10 }),
  );
  answer(member.getUnreadForType, () => ok({ ...zero, notice_count: letters.filter((l) => !l.read).length }));
  answer(member.feedbackUnreadNum, ok({ count: 0 }));
});

describe('message centre', () => {
  it('counts unread per tab from the SPEC §3 counts', () => {
    expect(unreadOf({ ...zero, notice_count: 2, brnotice_count: 1, brbulletin_count: 4 }, 'notice')).toBe(3);
    expect(unreadOf({ ...zero, notice_count: 2, brbulletin_count: 4 }, 'all')).toBe(6);
  });

  it('opens a letter (read), deletes one and one-key reads, the header count following', async () => {
    const user = userEvent.setup();
    renderCardsPage('/mine/message', { '/mine/message': <MessageCentre /> });
    expect(within(screen.getByRole('tab', { name: /通知/ })).getByText('2')).toBeInTheDocument();
    answer(memberLetters.letterRead, ({ id }) => {
      letters = letters.map((l) => (l.id === id ? { ...l, read: true } : l));
      return ok(letters.find((l) => l.id === id));
    });
    await user.click(await screen.findByRole('button', { name: /^存款到账通知/ }));
    expect(await screen.findByText('存款到账通知的内容')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get(unreadTotalAtom)).toBe(1));
    answer(memberLetters.letterDelete, ({ ids }) => {
      letters = letters.filter((l) => !ids.includes(l.id));
      return ok({ deleted: ids.length });
    });
    await user.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^存款到账通知/ })).not.toBeInTheDocument(),
    );
    answer(memberLetters.letterOnekeyRead, () => {
      letters = letters.map((l) => ({ ...l, read: true }));
      return ok({ read: 1 });
    });
    await user.click(screen.getByRole('button', { name: '一键已读' }));
    await waitFor(() => expect(sessionStore.get(unreadTotalAtom)).toBe(0));
    expect(callsTo(memberLetters.letterOnekeyRead)).toHaveLength(1);
  });
});
