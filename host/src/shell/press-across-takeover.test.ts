import { keepAuthPressAcrossTakeover } from './press-across-takeover';

// The first paint's header (server/src/static/pre-auth.ts) and the host's, which replaces it.
function serverHeader() {
  document.body.innerHTML =
    '<header id="server"><button type="button" commandfor="pre-login" command="show-modal" data-auth-intent>登录</button>' +
    '<button type="button" commandfor="pre-register" command="show-modal" data-auth-intent>注册</button></header>';
  return {
    login: document.querySelector<HTMLElement>('[commandfor="pre-login"]')!,
    register: document.querySelector<HTMLElement>('[commandfor="pre-register"]')!,
  };
}

function hostTakesOver() {
  document.body.innerHTML =
    '<header id="host"><button type="button" data-auth-intent>登录</button><button type="button" data-auth-intent>注册</button><a href="/game/sport">体育</a></header>';
  const [login, register] = document.querySelectorAll<HTMLElement>('#host button');
  return { login: login!, register: register!, link: document.querySelector<HTMLElement>('#host a')! };
}

const fire = (target: Element, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));
// The ask comes after the input's click (a task later).
const clickGoneBy = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepAuthPressAcrossTakeover (issue 31: a press the takeover cut in two)', () => {
  let stop: () => void;
  let asked: string[];

  beforeEach(() => {
    asked = [];
  });
  afterEach(() => stop());

  it("opens the dialog of a press that went down on the server's 登录 and came up on the host's", async () => {
    const server = serverHeader();
    stop = keepAuthPressAcrossTakeover(document, (mode) => asked.push(mode));
    fire(server.login, 'pointerdown');
    const host = hostTakesOver();
    fire(host.login, 'pointerup');
    expect(asked).toEqual([]);
    await clickGoneBy();
    expect(asked).toEqual(['login']);
  });

  it('keeps the mode: 注册 opens the register dialog', async () => {
    const server = serverHeader();
    stop = keepAuthPressAcrossTakeover(document, (mode) => asked.push(mode));
    fire(server.register, 'pointerdown');
    fire(hostTakesOver().register, 'pointerup');
    await clickGoneBy();
    expect(asked).toEqual(['register']);
  });

  it("leaves a press that ends on the server's button to its own click", async () => {
    const server = serverHeader();
    stop = keepAuthPressAcrossTakeover(document, (mode) => asked.push(mode));
    fire(server.login, 'pointerdown');
    fire(server.login, 'pointerup');
    await clickGoneBy();
    expect(asked).toEqual([]);
  });

  it('opens nothing for a press dragged off, cancelled, or begun elsewhere', async () => {
    let server = serverHeader();
    stop = keepAuthPressAcrossTakeover(document, (mode) => asked.push(mode));
    fire(server.login, 'pointerdown');
    fire(hostTakesOver().link, 'pointerup');
    server = serverHeader();
    fire(server.login, 'pointerdown');
    fire(server.login, 'pointercancel');
    fire(hostTakesOver().login, 'pointerup');
    serverHeader();
    fire(document.body, 'pointerdown');
    fire(hostTakesOver().login, 'pointerup');
    await clickGoneBy();
    expect(asked).toEqual([]);
  });

  it("opens nothing when the host's button under the pointer is the other one", async () => {
    const server = serverHeader();
    stop = keepAuthPressAcrossTakeover(document, (mode) => asked.push(mode));
    fire(server.login, 'pointerdown');
    fire(hostTakesOver().register, 'pointerup');
    await clickGoneBy();
    expect(asked).toEqual([]);
  });
});
