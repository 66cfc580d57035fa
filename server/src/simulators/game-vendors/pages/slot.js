// The slot page: a 5 × 3 video slot with drawn symbols (the page's SVG sprite), 5 paylines and
// a win presentation; the server decides every spin. No auto-play; a spin is at least
// MIN_SPIN_MS after the last one (the server refuses faster ones too); a win smaller than the
// stake is shown as what it is, a part of the stake returned, never celebrated.
(function () {
  const { $, showRoundBalance, round, say, fail, stake, start, refreshHistory } = window.Demo;
  // Code points of 龙 凤 福 禄 寿 喜 财 金 (the page may be Traditional; the server's symbols are not).
  const SYMBOLS = [0x9f99, 0x51e4, 0x798f, 0x7984, 0x5bff, 0x559c, 0x8d22, 0x91d1].map((c) =>
    String.fromCodePoint(c),
  );
  const LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];
  const LINE_COLOURS = ['#ffd43b', '#ff6b6b', '#51cf66', '#4dabf7', '#e599f7'];
  const MIN_SPIN_MS = 2500;
  const SVG = 'http://www.w3.org/2000/svg';

  /** Puts symbol `s` (server text) in `cell` as its drawing. */
  function paint(cell, s) {
    const id = 'sym-' + s.codePointAt(0).toString(16);
    let use = cell.querySelector('use');
    if (!use) {
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('viewBox', '0 0 100 100');
      use = document.createElementNS(SVG, 'use');
      svg.append(use);
      cell.append(svg);
    }
    use.setAttribute('href', '#' + id);
    cell.dataset.symbol = s;
    cell.setAttribute('aria-label', s);
  }

  /** The grid (reels[r][row]), the winning cells lit and the others dimmed when a line paid. */
  function draw(reels, lines) {
    const grid = $('reels');
    if (grid.children.length !== 15) {
      grid.replaceChildren();
      for (let i = 0; i < 15; i++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'img');
        grid.append(cell);
      }
    }
    const hits = new Set();
    for (const l of lines || []) for (let r = 0; r < l.count; r++) hits.add(r + ':' + LINES[l.line - 1][r]);
    Array.from(grid.children).forEach((cell, i) => {
      const r = i % 5;
      const row = Math.floor(i / 5);
      const hit = hits.has(r + ':' + row);
      cell.className = 'cell' + (hit ? ' hit' : hits.size > 0 ? ' dim' : '');
      paint(cell, reels[r][row]);
    });
    drawLines(lines || []);
  }

  /** The paying lines over the reels, each in its colour, through the cells that paid. */
  function drawLines(lines) {
    const svg = $('paylines');
    svg.replaceChildren();
    for (const l of lines) {
      const line = document.createElementNS(SVG, 'polyline');
      line.setAttribute(
        'points',
        LINES[l.line - 1].map((row, r) => r * 100 + 50 + ',' + (row * 100 + 50)).join(' '),
      );
      line.setAttribute('stroke', LINE_COLOURS[l.line - 1]);
      line.setAttribute('vector-effect', 'non-scaling-stroke');
      line.dataset.line = String(l.line);
      svg.append(line);
    }
  }

  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
  const calm = () => window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  /**
   * The reels spin while the server decides the round (passing symbols are only a picture),
   * then `stop` lands them left to right on the result. With reduced motion it just appears.
   */
  function spinReels() {
    const grid = $('reels');
    const cells = Array.from(grid.children);
    const started = Date.now();
    let landed = 0;
    grid.dataset.state = 'spinning';
    grid.classList.remove('celebrate');
    grid.setAttribute('aria-busy', 'true');
    $('win-banner').hidden = true;
    drawLines([]);
    cells.forEach((cell) => cell.classList.remove('hit', 'dim'));
    const timer = calm()
      ? 0
      : window.setInterval(() => {
          cells.forEach((cell, i) => {
            if (i % 5 < landed) return;
            cell.classList.add('blur');
            paint(cell, SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
          });
        }, 70);
    const done = () => {
      window.clearInterval(timer);
      cells.forEach((cell) => cell.classList.remove('blur'));
      grid.dataset.state = 'stopped';
      grid.removeAttribute('aria-busy');
    };
    return {
      async stop(reels, lines) {
        if (timer) {
          await sleep(Math.max(0, 700 - (Date.now() - started)));
          for (landed = 1; landed <= 5; landed++) {
            cells.forEach((cell, i) => {
              if (i % 5 !== landed - 1) return;
              cell.classList.remove('blur');
              paint(cell, reels[i % 5][Math.floor(i / 5)]);
            });
            await sleep(140);
          }
        }
        done();
        draw(reels, lines);
      },
      /** No result (the round failed): the reels stand where they were before. */
      cancel(before) {
        done();
        cells.forEach((cell, i) => paint(cell, before[i]));
      },
    };
  }

  /** RTS 14: a return at or below the stake is no win (a loss disguised as one): never celebrated. */
  const celebrates = (winText, stakeText) => Number(winText) > Number(stakeText);

  /**
   * A win worth celebrating (`celebrates`): the banner counts up, and a win of 10× the stake or
   * more says 大奖. Any other return only shows in 赢得 and the lit line.
   */
  function present(winText, stakeText) {
    const win = Number(winText);
    const staked = Number(stakeText);
    $('won').textContent = win.toFixed(2);
    if (!celebrates(winText, stakeText)) return;
    $('reels').classList.add('celebrate');
    const banner = $('win-banner');
    banner.replaceChildren();
    const title = document.createElement('small');
    title.textContent = staked > 0 && win >= staked * 10 ? '大奖' : '赢得';
    const amount = document.createElement('b');
    banner.append(title, amount);
    banner.hidden = false;
    const begun = Date.now();
    const tick = () => {
      const share = calm() ? 1 : Math.min(1, (Date.now() - begun) / 900);
      amount.textContent = (win * share).toFixed(2);
      if (share < 1) window.requestAnimationFrame(tick);
    };
    tick();
  }

  /** What the line under the reels says: a real win, a part of the stake back, or nothing. */
  function outcomeText(winText, stakeText) {
    const win = Number(winText);
    if (win > Number(stakeText)) return ['恭喜中奖 ' + winText + ' 元！', 'win'];
    if (win > 0 && win === Number(stakeText)) return ['本局退回投注 ' + winText + ' 元，不输不赢', ''];
    if (win > 0) return ['本局返还 ' + winText + ' 元（少于投注 ' + stakeText + ' 元）', ''];
    return ['未中奖，再接再厉', ''];
  }

  // For the page-script tests: what a result says and whether it is celebrated.
  window.DemoSlot = { outcomeText, celebrates };

  start(async (session) => {
    draw(
      [0, 1, 2, 3, 4].map((r) => [0, 1, 2].map((row) => SYMBOLS[(r + row * 3) % SYMBOLS.length])),
      [],
    );
    $('marquee').textContent = session.gameName;
    const button = $('spin');
    let lastSpin = 0;
    /** Keeps the spin buttons off until MIN_SPIN_MS after the spin that began at `lastSpin`. */
    const pace = async () => {
      await sleep(Math.max(0, lastSpin + MIN_SPIN_MS - Date.now()));
    };
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
    const cellsNow = () => Array.from($('reels').children, (cell) => cell.dataset.symbol);
    free.addEventListener('click', async () => {
      free.disabled = true;
      button.disabled = true;
      lastSpin = Date.now();
      say('免费旋转中…');
      const before = cellsNow();
      const reels = spinReels();
      try {
        const r = await round('slot/freeSpin', {});
        await reels.stop(r.reels, r.lines);
        freeStake = r.stake;
        showFree(r.spinsLeft, freeStake, freeExpires);
        // A free spin costs the player nothing: any win is above what was staked.
        present(r.win, '0');
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
        await pace();
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
      free.disabled = true;
      lastSpin = Date.now();
      say('旋转中…');
      $('won').textContent = '0.00';
      const before = cellsNow();
      const reels = spinReels();
      try {
        const r = await round('slot/spin', { stake: amount });
        await reels.stop(r.reels, r.lines);
        showRoundBalance(r.balance);
        present(r.win, r.stake);
        say(...outcomeText(r.win, r.stake));
        await refreshHistory();
      } catch (error) {
        reels.cancel(before);
        fail(error);
      } finally {
        await pace();
        button.disabled = false;
        free.disabled = false;
      }
    });
  });
})();
