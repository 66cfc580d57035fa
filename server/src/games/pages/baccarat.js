// The demo baccarat table: pick 闲 / 庄 / 和, stake, deal; the server deals and settles.
(function () {
  const { $, showBalance, round, say, stake, start, refreshHistory } = window.Demo;
  const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
  const NAMES = { player: '闲', banker: '庄', tie: '和' };
  let side = 'player';

  function show(id, cards) {
    const el = $(id);
    el.replaceChildren();
    for (const c of cards) {
      const card = document.createElement('div');
      const rank = Number(c.slice(1));
      card.className = 'card' + (c[0] === 'H' || c[0] === 'D' ? ' red' : '');
      card.textContent = SUITS[c[0]] + (RANKS[rank] || String(rank));
      el.append(card);
    }
  }

  start(async (session) => {
    const sides = document.querySelectorAll('[data-side]');
    sides.forEach((b) =>
      b.addEventListener('click', () => {
        side = b.dataset.side;
        sides.forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
      }),
    );
    const button = $('deal');
    button.addEventListener('click', async () => {
      const amount = stake(session);
      if (!amount) return;
      button.disabled = true;
      say('发牌中…');
      try {
        const r = await round('baccarat/deal', { side, stake: amount });
        show('player', r.player);
        show('banker', r.banker);
        $('player-points').textContent = r.playerPoints + ' 点';
        $('banker-points').textContent = r.bankerPoints + ' 点';
        showBalance(r.balance);
        const net = Number(r.win) - Number(r.stake);
        say(
          NAMES[r.result] +
            (r.result === 'tie' ? '局' : '赢') +
            '，' +
            (net > 0 ? '您赢得 ' + net.toFixed(2) + ' 元' : net === 0 ? '本金退回' : '本局未中'),
          net > 0 ? 'win' : '',
        );
        await refreshHistory();
      } catch (error) {
        say(error.message, 'error');
      } finally {
        button.disabled = false;
      }
    });
  });
})();
