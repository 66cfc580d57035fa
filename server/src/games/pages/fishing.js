// The demo fish shooter: every click on a fish is one shot (one round) decided by the server.
(function () {
  const { $, showRoundBalance, post, round, say, fail, stake, start, refreshHistory } = window.Demo;
  let busy = false;

  start(async (session) => {
    const fish = await post('fishing/fish');
    const sea = $('sea');
    fish.forEach((f, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fish';
      button.style.top = 12 + ((i * 37) % 260) + 'px';
      button.style.left = ((i * 53) % 200) + 'px';
      button.style.animationDuration = 6 + (i % 5) * 2 + 's';
      button.setAttribute('aria-label', f.name + ' ' + f.multiplier + '倍');
      button.textContent = f.name;
      const small = document.createElement('small');
      small.textContent = f.multiplier + '倍';
      button.append(small);
      button.addEventListener('click', async () => {
        if (busy) return;
        const amount = stake(session);
        if (!amount) return;
        busy = true;
        try {
          const r = await round('fishing/shoot', { stake: amount, fish: f.fish });
          showRoundBalance(r.balance);
          say(
            r.caught ? '捕获' + r.fishName + '！获得 ' + r.win + ' 元' : '没打中' + r.fishName + '，再来一炮',
            r.caught ? 'win' : '',
          );
          await refreshHistory();
        } catch (error) {
          fail(error);
        } finally {
          busy = false;
        }
      });
      sea.append(button);
    });
  });
})();
