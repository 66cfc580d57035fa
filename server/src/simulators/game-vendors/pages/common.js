// Shared helpers of the demo (试玩) game pages (plain browser script, no build step).
// The one-time launch code and site id come from data attributes the server wrote into
// <body>. The code is traded once for this page's token, kept in sessionStorage so a
// reload of the page goes on playing; the code is then dropped from the address bar.
(function () {
  const body = document.body;
  const code = body.dataset.code || '';
  const site = body.dataset.site || '1001';
  const $ = (id) => document.getElementById(id);
  let token = '';

  /**
   * The venue balance as the site's game bar shows it (1,234.00: grouped, two decimals),
   * the exact yuan text kept beside it for the stake check (issue 15 item 21).
   */
  function showBalance(yuanText) {
    const el = $('balance');
    const [whole, cents = '00'] = String(yuanText).replace('-', '').split('.');
    el.dataset.yuan = yuanText;
    el.textContent =
      (String(yuanText).startsWith('-') ? '-' : '') +
      whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') +
      '.' +
      cents.padEnd(2, '0').slice(0, 2);
  }
  const balanceYuan = () => Number($('balance').dataset.yuan || '0');

  function stored(key) {
    try {
      return window.sessionStorage.getItem(key) || '';
    } catch {
      return '';
    }
  }

  function store(key, value) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Storage off: this page still plays; a reload asks to enter the game again.
    }
  }

  /** The member's session token the site keeps (same origin): money calls carry it too. */
  function sessionToken() {
    try {
      const raw = window.localStorage.getItem('token') || '';
      return raw.startsWith('"') ? JSON.parse(raw) : raw;
    } catch {
      return '';
    }
  }

  function randomId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return 'r' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function post(path, data) {
    const res = await fetch('/game/api/v1/demo/' + path, {
      method: 'POST',
      headers: Object.assign(
        {
          'content-type': 'application/json',
          'site-id': site,
          timestamp: String(Date.now()),
          'client-type': 'web',
          // SPEC §7: the server's messages in the page's language (a zh-TW page is Traditional).
          language: (document.documentElement && document.documentElement.lang) || 'zh-CN',
        },
        sessionToken() ? { token: sessionToken() } : {},
      ),
      body: JSON.stringify(path === 'exchange' ? data : Object.assign({ token }, data || {})),
    });
    const envelope = await res.json();
    if (envelope.status_code !== 6000)
      throw new ServerRefused(envelope.message || SERVICE_DOWN, envelope.status_code);
    return envelope.data;
  }

  const SERVICE_DOWN = '服务开小差了，请稍后再试';
  /** Thrown by `post` when the platform answers with an error: its message is for the player. */
  class ServerRefused extends Error {
    constructor(message, code) {
      super(message);
      this.code = code;
    }
  }

  /**
   * What the player reads after a failure: the platform's own (Chinese) message, else a plain
   * Chinese one. A browser's own error text (English, e.g. a network TypeError or a page that
   * was not JSON) is never shown.
   */
  function failureText(error) {
    if (error instanceof ServerRefused) return error.message;
    if (error instanceof TypeError) return '网络连接失败，请检查网络后重试';
    return SERVICE_DOWN;
  }

  /** A money call for one round: retried once with the same round id after a network error, so it never pays twice. */
  async function round(path, data) {
    const payload = Object.assign({ roundId: randomId() }, data);
    let result;
    try {
      result = await post(path, payload);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      result = await post(path, payload);
    }
    return result;
  }

  /** A played round's balance, once its result is on screen: in the game, then in the site's bar. */
  function showRoundBalance(yuanText) {
    showBalance(yuanText);
    balanceChanged();
  }

  /**
   * The site's origin, which these pages share (the site serves them; frame-ancestors 'self').
   * Not `location.origin`: in the slot host's srcdoc frame (/pg/game, /dz/game) the location
   * is about:srcdoc, whose origin reads 'null', while the document itself has the site's
   * origin (window.origin), inherited from the page that framed it (issue 28 item 1: a
   * postMessage to 'null' threw after every spin). Empty in an opaque-origin sandbox, where
   * nothing is posted.
   */
  const SITE_ORIGIN = [window.origin, location.origin].find((o) => o && o !== 'null') || '';

  // The site's game bar and this game show one venue balance (issue 15 item 1): after a
  // round the bar is told to read it again; after a transfer (or the bar's 刷新) the bar
  // tells the game to. Only the parent window on the site's origin is written to and listened to.
  function balanceChanged() {
    if (window.parent === window || !SITE_ORIGIN) return;
    try {
      window.parent.postMessage({ type: 'site:venue-balance-changed' }, SITE_ORIGIN);
    } catch (error) {
      // The round is settled and shown; only the bar's figure waits for its own 刷新.
      console.warn('game bar not told of the new balance', error);
    }
  }

  async function refreshBalance() {
    if (!token) return;
    try {
      showBalance((await post('session')).balance);
    } catch (error) {
      say(failureText(error), 'error');
    }
  }

  window.addEventListener('message', (event) => {
    if (!SITE_ORIGIN || event.origin !== SITE_ORIGIN || event.source !== window.parent) return;
    if (event.data && event.data.type === 'site:refresh-venue-balance') void refreshBalance();
  });
  // Back to this tab (a transfer made in the site's other tab): read the balance again.
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void refreshBalance();
  });

  function say(text, kind) {
    const el = $('message');
    el.textContent = text;
    el.className = kind || '';
  }

  /**
   * A play that failed: says why in Chinese, then reads the balance and the records again,
   * so the screen shows what the server holds even when the answer was lost on the way.
   */
  function fail(error) {
    // The browser's own words stay in the console, for whoever looks into it.
    console.warn('demo play failed', error);
    say(failureText(error), 'error');
    if (error instanceof ServerRefused && error.code === REALITY_CHECK_DUE) void realityCheck();
    if (!token) return;
    post('session').then(
      (session) => showBalance(session.balance),
      () => undefined,
    );
    refreshHistory().catch(() => undefined);
    balanceChanged();
  }

  // The reality check (issue 29 item 4): the server refuses a round while it is due (6040); the
  // page then shows the same check as the site's dialog, in this window (a game in its own
  // window has no site around it), and play goes on once the player answers.
  const REALITY_CHECK_DUE = 6040;
  let checking = false;

  /** A call to the site's player-protection API with the member's session. */
  const protectionCall = (name) => siteCall('/site/api/v1/' + name, {});

  /**
   * A call to the site's own API (not the game's) with the member's session, as the site makes it;
   * `requestId` is kept by the caller for a money call's retry.
   */
  async function siteCall(path, data, requestId) {
    const res = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'site-id': site,
        timestamp: String(Date.now()),
        'client-type': 'web',
        language: (document.documentElement && document.documentElement.lang) || 'zh-CN',
        token: sessionToken(),
        'request-id': requestId || randomId(),
      },
      body: JSON.stringify(data || {}),
    });
    const envelope = await res.json();
    if (envelope.status_code !== 6000)
      throw new ServerRefused(envelope.message || SERVICE_DOWN, envelope.status_code);
    return envelope.data;
  }

  const durationText = (seconds) => {
    const minutes = Math.floor(seconds / 60);
    return minutes >= 60 ? Math.floor(minutes / 60) + '小时' + (minutes % 60) + '分钟' : minutes + '分钟';
  };

  /** The site's page in the top window (this page may be framed by the site). */
  const goTop = (path) => {
    (window.top || window).location.href = path;
  };

  async function realityCheck() {
    if (checking) return;
    checking = true;
    try {
      const check = await protectionCall('protection/realityCheck');
      const dialog = document.createElement('dialog');
      dialog.className = 'reality';
      dialog.setAttribute('aria-labelledby', 'reality-title');
      const title = document.createElement('h2');
      title.id = 'reality-title';
      title.textContent = '游戏时间提醒';
      const intro = document.createElement('p');
      intro.textContent = '您本次登录已游戏一段时间，请确认后继续。';
      const figures = document.createElement('dl');
      for (const [label, value] of [
        ['登录时长', durationText(check.secondsSinceLogin)],
        ['本次投注', check.staked + ' 元'],
        ['本次派彩', check.won + ' 元'],
        ['本次净输赢', check.net + ' 元'],
      ]) {
        const dt = document.createElement('dt');
        dt.textContent = label;
        const dd = document.createElement('dd');
        dd.textContent = value;
        figures.append(dt, dd);
      }
      const actions = document.createElement('div');
      actions.className = 'actions';
      const button = (text, cls, onClick) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = text;
        if (cls) b.className = cls;
        b.addEventListener('click', onClick);
        actions.append(b);
      };
      const close = () => {
        dialog.close();
        dialog.remove();
        checking = false;
      };
      button('退出登录', '', async () => {
        await protectionCall('logout').catch(() => undefined);
        goTop('/home');
      });
      button('查看记录', '', async () => {
        await protectionCall('protection/ackRealityCheck').catch(() => undefined);
        goTop('/mine/betRecord');
      });
      button('继续游戏', 'primary', async () => {
        try {
          await protectionCall('protection/ackRealityCheck');
          close();
          say('已确认，可以继续游戏');
        } catch (error) {
          say(failureText(error), 'error');
        }
      });
      // An answer is required: Esc does not dismiss it.
      dialog.addEventListener('cancel', (event) => event.preventDefault());
      dialog.append(title, intro, figures, actions);
      document.body.append(dialog);
      dialog.showModal();
    } catch (error) {
      checking = false;
      say(failureText(error), 'error');
    }
  }

  const SUIT_NAMES = { S: '黑桃', H: '红桃', D: '方块', C: '梅花' };
  const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
  const SVG = 'http://www.w3.org/2000/svg';

  /** The suit drawing of the page's sprite (#suit-S ...), `cls` on its <svg>. */
  function suitIcon(suit, cls) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    if (cls) svg.setAttribute('class', cls);
    const use = document.createElementNS(SVG, 'use');
    use.setAttribute('href', '#suit-' + suit);
    svg.append(use);
    return svg;
  }

  /** One card's face: rank and suit in two corners, a suit or a framed court letter in the middle. */
  function cardFace(c, i) {
    const suit = c[0];
    const rank = Number(c.slice(1));
    const label = RANKS[rank] || String(rank);
    const card = document.createElement('div');
    card.className = 'card' + (suit === 'H' || suit === 'D' ? ' red' : '');
    card.setAttribute('role', 'img');
    card.setAttribute('aria-label', SUIT_NAMES[suit] + label);
    card.dataset.card = c;
    card.style.animationDelay = i * 0.18 + 's';
    for (const corner of ['tl', 'br']) {
      const idx = document.createElement('span');
      idx.className = 'idx ' + corner;
      idx.textContent = label;
      idx.append(suitIcon(suit));
      card.append(idx);
    }
    if (rank > 10) {
      const face = document.createElement('span');
      face.className = 'face';
      face.textContent = label;
      card.append(face);
    } else card.append(suitIcon(suit, 'pip'));
    return card;
  }

  /** Cards "S1".."C13" dealt into the element `id` (baccarat, 炸金花), one after another from the shoe. */
  function showCards(id, cards) {
    const el = $(id);
    el.replaceChildren(...cards.map(cardFace));
  }

  /** `n` face-down cards in the element `id`: the table before the first deal. */
  function showBacks(id, n) {
    const el = $(id);
    el.replaceChildren();
    for (let i = 0; i < n; i++) {
      const card = document.createElement('div');
      card.className = 'card back';
      card.setAttribute('aria-hidden', 'true');
      el.append(card);
    }
  }

  /**
   * Wires a table's play button: on a click the stake is checked, one round is played at
   * `path` with `payload()`, the balance shown, the answer handed to `show` (which returns
   * the line to say and whether it is a win), the history read again. The button waits
   * meanwhile; `after(button)` may keep it off (a match that is over).
   */
  function onPlay(button, session, path, busyText, payload, show, after) {
    button.addEventListener('click', async () => {
      const amount = stake(session);
      if (!amount) return;
      button.disabled = true;
      say(busyText);
      try {
        const r = await round(path, Object.assign(payload(), { stake: amount }));
        showRoundBalance(r.balance);
        const [text, won] = show(r);
        say(text, won ? 'win' : '');
        await refreshHistory();
        button.disabled = false;
        if (after) after(button);
      } catch (error) {
        fail(error);
        button.disabled = false;
      }
    });
  }

  /** A group of aria-pressed buttons carrying `data-<key>`: one chosen at a time; returns the chosen value. */
  function choice(key) {
    const buttons = document.querySelectorAll('[data-' + key + ']');
    let chosen = '';
    buttons.forEach((b) => {
      if (b.getAttribute('aria-pressed') === 'true') chosen = b.dataset[key];
      b.addEventListener('click', () => {
        chosen = b.dataset[key];
        buttons.forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
      });
    });
    return () => chosen;
  }

  /** The stake typed in #stake, in yuan text, or null after saying what is wrong. */
  function stake(session) {
    const text = $('stake').value.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return (say('请输入正确的金额（最多两位小数）', 'error'), null);
    const value = Number(text);
    if (value < Number(session.minStake)) return (say('单注最低 ' + session.minStake + ' 元', 'error'), null);
    if (value > Number(session.maxStake)) return (say('单注最高 ' + session.maxStake + ' 元', 'error'), null);
    if (value > balanceYuan())
      return (
        say(
          '余额不足：本局投注 ' +
            value.toFixed(2) +
            ' 元，场馆余额 ' +
            $('balance').textContent +
            ' 元，请先转入资金',
          'error',
        ),
        null
      );
    return value.toFixed(2);
  }

  async function refreshHistory() {
    const rounds = await post('history');
    const list = $('history');
    list.replaceChildren();
    if (rounds.length === 0) {
      const li = document.createElement('li');
      li.textContent = '暂无记录';
      list.append(li);
    }
    for (const r of rounds) {
      const li = document.createElement('li');
      const net = Number(r.win) - Number(r.stake);
      li.textContent =
        r.time +
        '  ' +
        r.gameName +
        '  投注 ' +
        r.stake +
        '  派彩 ' +
        r.win +
        '  ' +
        // A round that returns the stake is neither won nor lost (it read 赢 0.00).
        (net > 0 ? '赢 ' + net.toFixed(2) : net < 0 ? '输 ' + Math.abs(net).toFixed(2) : '持平');
      list.append(li);
    }
  }

  /** This page's token: the one traded for the launch code before (a reload), else a fresh trade. */
  async function pageToken() {
    const launch = launchCode();
    if (!launch) return '';
    const known = stored('demo.page.' + launch);
    if (known) return known;
    const answer = await post('exchange', { code: launch });
    store('demo.page.' + launch, answer.token);
    return answer.token;
  }

  /** A top-level game window drops the used code from its address bar (a frame's src is not shown). */
  function forgetCodeInAddressBar() {
    if (!code || window.top !== window.self) return;
    store('demo.lastCode', code);
    const url = new URL(window.location.href);
    if (!url.searchParams.has('code')) return;
    url.searchParams.delete('code');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }

  /** Told the session once the page has it (the window bar needs its venue). */
  const sessionListeners = [];
  const onSession = (listener) => sessionListeners.push(listener);

  async function start(onReady) {
    try {
      token = await pageToken();
      if (!token) return say('游戏令牌缺失，请返回重新进入游戏', 'error');
      forgetCodeInAddressBar();
      const session = await post('session');
      // A venue launched without a game plays its category's table under that table's name.
      const name = body.dataset.kind === 'lobby' ? session.venueName + ' 游戏大厅' : session.gameName;
      document.title = name;
      $('title').textContent = name;
      $('venue').textContent = session.venueName + ' · 返还率 ' + session.rtp + '% · ' + session.memberName;
      showBalance(session.balance);
      sessionListeners.forEach((listener) => listener(session));
      await onReady(session);
      await refreshHistory();
    } catch (error) {
      say(failureText(error), 'error');
    }
  }

  const launchCode = () => code || stored('demo.lastCode');
  /**
   * The site's chat on a standalone demo page: the same single-spa parcel the host mounts,
   * loaded from the brand's mf-chat build and mounted outside any React page. Not inside the
   * site's game frame (the host's own chat is already on that page). A chat that cannot load
   * leaves the game untouched.
   */
  async function mountChat() {
    if (window.top !== window) return;
    try {
      const index = await (await fetch('/brands/index.json')).json();
      const brand = await (await fetch('/brands/' + index.default + '.json')).json();
      const entry = brand.remotes && brand.remotes.mf_chat && brand.remotes.mf_chat.entry;
      if (!entry) return;
      const folder = new URL(entry, location.origin);
      const load = (file) =>
        new Promise((resolve, reject) => {
          const script = document.createElement('script');
          script.src = new URL(file, folder).toString();
          script.onload = resolve;
          script.onerror = () => reject(new Error(file + ' did not load'));
          document.head.append(script);
        });
      // The remote's remoteEntry.js uses the host's federation runtime (issue 31); with no
      // host here, the runtime its build wrote beside it goes first. A development build has
      // no such script and carries its own runtime: go on without it.
      if (!window._FEDERATION_RUNTIME_CORE)
        await load('federation-runtime.js').catch((error) => console.info(error.message));
      await load('remoteEntry.js');
      const container = window.mf_chat;
      await container.init({});
      const parcel = (await container.get('./ChatParcel'))().default;
      const el = document.createElement('div');
      el.id = 'site-chat';
      document.body.append(el);
      // The demo pages are dark: the chat takes the site's dark edition, not its light default.
      const props = {
        domElement: el,
        name: 'site-chat',
        placement: 'floating',
        siteId: site,
        edition: 'professional',
      };
      await parcel.bootstrap(props);
      await parcel.mount(props);
    } catch (error) {
      console.warn('chat unavailable on this demo page', error);
    }
  }
  void mountChat();

  window.Demo = {
    $,
    showBalance,
    showRoundBalance,
    post,
    round,
    say,
    fail,
    failureText,
    stake,
    start,
    showCards,
    showBacks,
    choice,
    onPlay,
    refreshHistory,
    refreshBalance,
    siteCall,
    randomId,
    onSession,
    site,
    launchCode,
  };
})();
