// The demo 炸金花 table of the chess-and-cards venues: stake, deal; the server deals both
// hands, compares them and settles (win 1:0.95, equal hands return the stake).
(function () {
  const { $, showBalance, round, say, stake, start, refreshHistory, showCards } = window.Demo;
  const HANDS = {
    leopard: '豹子',
    straightFlush: '顺金',
    flush: '金花',
    straight: '顺子',
    pair: '对子',
    high: '单张',
  };

  start(async (session) => {
    // Every chess game of a venue plays this one demo table: say so under a game of another name.
    if (!session.gameName.includes('炸金花')) {
      $('rules-note').textContent = '演示桌：' + session.gameName + ' 以炸金花规则与庄家比牌';
      $('rules-note').hidden = false;
    }
    const button = $('deal');
    button.addEventListener('click', async () => {
      const amount = stake(session);
      if (!amount) return;
      button.disabled = true;
      say('发牌中…');
      try {
        const r = await round('cards/deal', { stake: amount });
        showCards('player', r.player);
        showCards('banker', r.banker);
        $('player-hand').textContent = HANDS[r.playerHand];
        $('banker-hand').textContent = HANDS[r.bankerHand];
        showBalance(r.balance);
        const net = Number(r.win) - Number(r.stake);
        say(
          r.result === 'tie'
            ? '牌型相同，底注退回'
            : r.result === 'player'
              ? '您的' + HANDS[r.playerHand] + '胜出，赢得 ' + net.toFixed(2) + ' 元'
              : '庄家' + HANDS[r.bankerHand] + '胜出，本局未中',
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
