import { screen, waitFor } from '@testing-library/react';
import { renderWithSite } from '@site/shared/testing';
import { ChatBeside } from './chat-beside';

const mounted: Record<string, unknown>[] = [];
// The chat remote: a parcel that records how it was mounted.
jest.mock('../remotes/federation', () => ({
  loadRemoteModule: () =>
    Promise.resolve({
      default: {
        bootstrap: () => Promise.resolve(),
        mount: (props: Record<string, unknown>) => {
          mounted.push(props);
          return Promise.resolve();
        },
        unmount: () => Promise.resolve(),
      },
    }),
}));

function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('the chat beside a game', () => {
  beforeEach(() => {
    mounted.length = 0;
  });

  it('mounts the chat parcel inline in a column on a wide screen', async () => {
    screenWidth(true);
    renderWithSite(<ChatBeside />);
    const column = screen.getByRole('complementary', { name: '聊天室' });
    expect(column.querySelector('[data-remote-slot="mf_chat"]')).not.toBeNull();
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ placement: 'inline' });
  });

  it('docks a floating chat of its own on a narrow screen, off the game', async () => {
    screenWidth(false);
    renderWithSite(<ChatBeside />);
    expect(screen.queryByRole('complementary', { name: '聊天室' })).toBeNull();
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ placement: 'floating', gamePage: true });
  });
});
