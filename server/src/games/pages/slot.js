// The demo slot page: 5 reels × 3 rows; the server decides every spin.
(function () {
  const { $, showRoundBalance, round, say, fail, stake, start, refreshHistory } = window.Demo;
  const SYMBOLS = ['龙', '凤', '福', '禄', '寿', '喜', '财', '金'];
  const LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];

  function draw(reels, lines) {
    const grid = $('reels');
    grid.replaceChildren();
    const hits = new Set();
    for (const l of lines || []) for (let r = 0; r < l.count; r++) hits.add(r + ':' + LINES[l.line - 1][r]);
    for (let row = 0; row < 3; row++) {
      for (let r = 0; r < 5; r++) {
        const cell = document.createElement('div');
        cell.className = 'cell' + (hits.has(r + ':' + row) ? ' hit' : '');
        cell.textContent = reels[r][row];
        grid.append(cell);
      }
    }
  }

  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
  const calm = () => window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  /**
   * The reels spin while the server decides the round: each cell shows passing symbols
   * (only a picture: the server alone decides), then `stop` lands the reels left to right
   * on the result and marks the winning lines. With reduced motion the result just appears.
   */
  function spinReels() {
    const grid = $('reels');
    const cells = Array.from(grid.children);
    const started = Date.now();
    let landed = 0;
    grid.dataset.state = 'spinning';
    grid.setAttribute('aria-busy', 'true');
    const timer = calm()
      ? 0
      : window.setInterval(() => {
          cells.forEach((cell, i) => {
            if (i % 5 < landed) return;
            cell.classList.add('blur');
            cell.textContent = SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
          });
        }, 70);
    const done = () => {
      window.clearInterval(timer);
      grid.dataset.state = 'stopped';
      grid.removeAttribute('aria-busy');
    };
    return {
      async stop(reels, lines) {
        if (timer) {
          await sleep(Math.max(0, 600 - (Date.now() - started)));
          for (landed = 1; landed <= 5; landed++) {
            cells.forEach((cell, i) => {
              if (i % 5 !== landed - 1) return;
              cell.classList.remove('blur');
              cell.textContent = reels[i % 5][Math.floor(i / 5)];
            });
            await sleep(120);
          }
        }
        done();
        draw(reels, lines);
      },
      /** No result (the round failed): the reels stand where they were before. */
      cancel(before) {
        done();
        cells.forEach((cell, i) => {
          cell.classList.remove('blur');
          cell.textContent = before[i];
        });
      },
    };
  }

  start(async (session) => {
    draw(
      [0, 1, 2, 3, 4].map((r) => [0, 1, 2].map((row) => SYMBOLS[(r + row * 3) % SYMBOLS.length])),
      [],
    );
    const button = $('spin');
    const scale = (factor) => {
      const value = Math.min(
        Number(session.maxStake),
        Math.max(Number(session.minStake), Number($('stake').value) * factor || 1),
      );
      $('stake').value = value.toFixed(2);
    };
    // Free spins from the points exchange: no stake from the wallet, the win is a bonus with 流水.
    const free = $('free-spin');
    const showFree = (left, stakeText, expiresAt) => {
      free.hidden = !(left > 0);
      $('free-left').hidden = !(left > 0);
      if (left > 0)
        $('free-left').textContent =
          '免费旋转剩余 ' +
          left +
          ' 次（每次按 ' +
          stakeText +
          ' 元计，' +
          (expiresAt ? expiresAt + ' 前有效，' : '') +
          '奖金计入中心钱包，需完成3倍流水）';
    };
    let freeStake = session.freeSpins ? session.freeSpins.stake : '';
    let freeExpires = session.freeSpins ? session.freeSpins.expiresAt : '';
    showFree(session.freeSpins ? session.freeSpins.left : 0, freeStake, freeExpires);
    free.addEventListener('click', async () => {
      free.disabled = true;
      button.disabled = true;
      say('免费旋转中…');
      const before = Array.from($('reels').children, (cell) => cell.textContent);
      const reels = spinReels();
      try {
        const r = await round('slot/freeSpin', {});
        await reels.stop(r.reels, r.lines);
        freeStake = r.stake;
        showFree(r.spinsLeft, freeStake, freeExpires);
        say(
          Number(r.win) > 0
            ? '免费旋转中奖 ' + r.win + ' 元！已计入中心钱包，需完成 ' + r.turnoverRequired + ' 元流水'
            : '未中奖，免费旋转剩余 ' + r.spinsLeft + ' 次',
          Number(r.win) > 0 ? 'win' : '',
        );
      } catch (error) {
        reels.cancel(before);
        fail(error);
      } finally {
        free.disabled = false;
        button.disabled = false;
      }
    });
    $('half').addEventListener('click', () => scale(0.5));
    $('double').addEventListener('click', () => scale(2));
    button.addEventListener('click', async () => {
      const amount = stake(session);
      if (!amount) return;
      button.disabled = true;
      say('旋转中…');
      const before = Array.from($('reels').children, (cell) => cell.textContent);
      const reels = spinReels();
      try {
        const r = await round('slot/spin', { stake: amount });
        await reels.stop(r.reels, r.lines);
        showRoundBalance(r.balance);
        say(
          Number(r.win) > 0 ? '恭喜中奖 ' + r.win + ' 元！' : '未中奖，再接再厉',
          Number(r.win) > 0 ? 'win' : '',
        );
        await refreshHistory();
      } catch (error) {
        reels.cancel(before);
        fail(error);
      } finally {
        button.disabled = false;
      }
    });
  });
})();
