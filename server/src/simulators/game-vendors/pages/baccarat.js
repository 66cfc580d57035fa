// The demo baccarat table: pick 闲 / 庄 / 和, stake, deal; the server deals and settles.
(function () {
  const { $, start, showCards, showBacks, choice, onPlay } = window.Demo;
  const NAMES = { player: '闲', banker: '庄', tie: '和' };

  start(async (session) => {
    showBacks('player', 2);
    showBacks('banker', 2);
    const side = choice('side');
    onPlay(
      $('deal'),
      session,
      'baccarat/deal',
      '发牌中…',
      () => ({ side: side() }),
      (r) => {
        showCards('player', r.player);
        showCards('banker', r.banker);
        $('player-points').textContent = r.playerPoints + ' 点';
        $('banker-points').textContent = r.bankerPoints + ' 点';
        const net = Number(r.win) - Number(r.stake);
        return [
          NAMES[r.result] +
            (r.result === 'tie' ? '局' : '赢') +
            '，' +
            (net > 0 ? '您赢得 ' + net.toFixed(2) + ' 元' : net === 0 ? '本金退回' : '本局未中'),
          net > 0,
        ];
      },
    );
  });
})();
