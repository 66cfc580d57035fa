import { listenForAuthIntent } from './auth-intent';
import { loadRemoteModule } from '../remotes/federation';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn(() => new Promise(() => undefined)) }));

const load = jest.mocked(loadRemoteModule);

describe('the auth dialog loads on intent', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads nothing while the player only reads the page', () => {
    window.history.replaceState(null, '', '/home');
    const stop = listenForAuthIntent();
    document.body.innerHTML = '<p>公告</p>';
    document.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('starts loading mf-auth at once for a link that asks for the register dialog', () => {
    window.history.replaceState(null, '', '/home?register=1');
    const stop = listenForAuthIntent();
    expect(load).toHaveBeenCalledWith('mf_auth', './AuthModal');
    stop();
  });
});
