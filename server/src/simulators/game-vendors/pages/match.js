// The demo match market of the e-sports and sports venues: the server offers a virtual
// match with its 独赢 prices; the player picks a side, stakes, and the match is played and
// settled at once (the server prices the bet again from the match id, never from the page).
(function () {
  const { $, post, say, failureText, start, onPlay } = window.Demo;
  let offer = null;
  let chosen = 'home';

  function label(pick) {
    if (pick === 'draw') return '平局';
    return pick === 'home' ? offer.home : offer.away;
  }

  function showOffer(next) {
    offer = next;
    chosen = 'home';
    $('league').textContent = offer.league + (offer.sport === 'esports' ? ' · 三局两胜' : ' · 全场');
    $('home').textContent = offer.home;
    $('away').textContent = offer.away;
    $('score').textContent = 'VS';
    const picks = $('picks');
    picks.replaceChildren();
    for (const pick of ['home', 'draw', 'away']) {
      const odds = offer.odds[pick];
      if (!odds) continue;
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('aria-pressed', String(pick === chosen));
      b.append(label(pick));
      const small = document.createElement('small');
      small.textContent = odds;
      b.append(small);
      b.addEventListener('click', () => {
        chosen = pick;
        picks.querySelectorAll('button').forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
      });
      picks.append(b);
    }
  }

  async function nextMatch() {
    try {
      showOffer(await post('match/offer'));
      $('bet').disabled = false;
    } catch (error) {
      say(failureText(error), 'error');
    }
  }

  start(async (session) => {
    await nextMatch();
    $('next').addEventListener('click', () => {
      say('');
      void nextMatch();
    });
    onPlay(
      $('bet'),
      session,
      'match/bet',
      '比赛进行中…',
      () => ({ matchId: offer.matchId, pick: chosen }),
      (r) => {
        $('score').textContent = r.score.join(' : ');
        const won = Number(r.win) > 0;
        const result = r.result === 'draw' ? '双方战平' : label(r.result) + '获胜';
        return [
          result +
            '，' +
            (won ? '您赢得 ' + r.win + ' 元（含本金）' : '投注「' + label(r.pick) + '」未中') +
            '。点击「下一场」继续',
          won,
        ];
      },
      // This match is over: the next one comes with 下一场.
      (button) => (button.disabled = true),
    );
  });
})();
