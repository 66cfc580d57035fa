// The demo 炸金花 table of the chess-and-cards venues: stake, deal; the server deals both
// hands, compares them and settles (win 1:0.95, equal hands return the stake).
(function () {
  const { $, start, showCards, showBacks, onPlay } = window.Demo;
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
      $('rules-note').textContent = '本桌：' + session.gameName + ' 以炸金花规则与庄家比牌';
      $('rules-note').hidden = false;
    }
    showBacks('player', 3);
    showBacks('banker', 3);
    onPlay(
      $('deal'),
      session,
      'cards/deal',
      '发牌中…',
      () => ({}),
      (r) => {
        showCards('player', r.player);
        showCards('banker', r.banker);
        $('player-hand').textContent = HANDS[r.playerHand];
        $('banker-hand').textContent = HANDS[r.bankerHand];
        const net = Number(r.win) - Number(r.stake);
        if (r.result === 'tie') return ['牌型相同，底注退回', false];
        if (r.result === 'player')
          return ['您的' + HANDS[r.playerHand] + '胜出，赢得 ' + net.toFixed(2) + ' 元', true];
        return ['庄家' + HANDS[r.bankerHand] + '胜出，本局未中', false];
      },
    );
  });
})();
