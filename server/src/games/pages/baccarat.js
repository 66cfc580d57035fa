// The demo baccarat table: pick 闲 / 庄 / 和, stake, deal; the server deals and settles.
(function () {
  const { $, showBalance, round, say, stake, start, refreshHistory, showCards, choice } = window.Demo;
  const NAMES = { player: '闲', banker: '庄', tie: '和' };

  start(async (session) => {
    const side = choice('side');
    const button = $('deal');
    button.addEventListener('click', async () => {
      const amount = stake(session);
      if (!amount) return;
      button.disabled = true;
      say('发牌中…');
      try {
        const r = await round('baccarat/deal', { side: side(), stake: amount });
        showCards('player', r.player);
        showCards('banker', r.banker);
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
