// The demo 极速快三 of the lottery venues: choose 大 / 小 / 单 / 双 / 三同号通选, stake, and
// the server draws three dice at once and settles at the odds on the button.
(function () {
  const { $, start, choice, onPlay } = window.Demo;
  const NAMES = { big: '大', small: '小', odd: '单', even: '双', triple: '三同号通选' };
  // Pips on a 3×3 grid per face; Chinese dice paint 1 and 4 red.
  const FACES = {
    1: [4],
    2: [0, 8],
    3: [0, 4, 8],
    4: [0, 2, 6, 8],
    5: [0, 2, 4, 6, 8],
    6: [0, 2, 3, 5, 6, 8],
  };

  function showDice(values) {
    const el = $('dice');
    el.replaceChildren();
    for (const v of values) {
      const die = document.createElement('div');
      die.className = 'die' + (v === 1 || v === 4 ? ' red' : '');
      die.setAttribute('role', 'img');
      die.setAttribute('aria-label', v + ' 点');
      for (let i = 0; i < 9; i++) {
        const pip = document.createElement('span');
        pip.className = 'pip' + (FACES[v].includes(i) ? ' on' : '');
        die.append(pip);
      }
      el.append(die);
    }
  }

  start(async (session) => {
    showDice([1, 2, 3]);
    const pick = choice('pick');
    onPlay(
      $('draw-now'),
      session,
      'lottery/draw',
      '开奖中…',
      () => ({ pick: pick() }),
      (r) => {
        $('issue').textContent = r.issue;
        showDice(r.dice);
        $('sum').textContent = '和值 ' + r.sum + ' · ' + r.hits.map((h) => NAMES[h]).join(' · ');
        const won = Number(r.win) > 0;
        return [
          won
            ? '投注「' + NAMES[r.pick] + '」中奖，派彩 ' + r.win + ' 元'
            : '投注「' + NAMES[r.pick] + '」未中奖',
          won,
        ];
      },
    );
  });
})();
