// The fish shooter: drawn fish swim across a canvas sea; a click on a fish (or a target chip
// under the sea, for keyboards and screen readers) fires one shot, one round decided by the server.
(function () {
  const { $, showRoundBalance, post, round, say, fail, stake, start, refreshHistory } = window.Demo;
  // Drawing units: 960 wide, as tall as the sea is on screen (16:9 on a desktop, 4:5 on a phone).
  const W = 960;
  let H = 540;
  // Body colour, fin colour, length in px, stripes: one look per fish kind.
  const LOOKS = {
    clown: ['#ff7b22', '#fff', 54, 3],
    puffer: ['#e9d36b', '#b08c2a', 58, 0],
    turtle: ['#4e9a5b', '#2e6b3a', 80, 0],
    lantern: ['#6a5acd', '#ffd43b', 72, 0],
    octopus: ['#d6336c', '#a61e4d', 84, 0],
    shark: ['#8fa3b8', '#5b6f84', 150, 0],
    whale: ['#3b5bdb', '#2a3f9a', 200, 0],
    dragon: ['#f5c451', '#c0262d', 220, 0],
  };
  const calm = () => window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  /** One fish drawn at the origin facing right, `len` long. */
  function drawFish(ctx, kind, len, t) {
    const [body, fin, , stripes] = LOOKS[kind];
    const h = len * (kind === 'puffer' ? 0.7 : kind === 'shark' || kind === 'dragon' ? 0.32 : 0.45);
    const wag = Math.sin(t / 120) * h * 0.25;
    ctx.fillStyle = fin;
    ctx.beginPath(); // tail
    ctx.moveTo(-len * 0.4, 0);
    ctx.lineTo(-len * 0.62, -h * 0.55 + wag);
    ctx.lineTo(-len * 0.56, wag * 0.3);
    ctx.lineTo(-len * 0.62, h * 0.55 + wag);
    ctx.closePath();
    ctx.fill();
    if (kind === 'octopus') {
      for (let i = 0; i < 5; i++) {
        ctx.strokeStyle = fin;
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.moveTo(-len * 0.1, -h * 0.3 + i * h * 0.15);
        ctx.quadraticCurveTo(-len * 0.4, -h * 0.4 + i * h * 0.2 + wag, -len * 0.6, -h * 0.2 + i * h * 0.2);
        ctx.stroke();
      }
    }
    const grad = ctx.createLinearGradient(0, -h / 2, 0, h / 2);
    grad.addColorStop(0, '#ffffff');
    grad.addColorStop(0.25, body);
    grad.addColorStop(1, fin);
    ctx.fillStyle = grad;
    ctx.beginPath();
    ctx.ellipse(0, 0, len / 2, h / 2, 0, 0, Math.PI * 2);
    ctx.fill();
    if (kind === 'turtle') {
      ctx.fillStyle = '#7c5a2a';
      ctx.beginPath();
      ctx.ellipse(-len * 0.05, 0, len * 0.34, h * 0.42, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#c9a25a';
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    ctx.fillStyle = fin; // dorsal fin
    ctx.beginPath();
    ctx.moveTo(-len * 0.15, -h * 0.45);
    ctx.lineTo(len * (kind === 'shark' ? 0.02 : 0.08), -h * (kind === 'shark' ? 1.1 : 0.75));
    ctx.lineTo(len * 0.15, -h * 0.4);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,.85)';
    ctx.lineWidth = Math.max(3, len / 18);
    for (let i = 0; i < stripes; i++) {
      const x = len * (0.22 - i * 0.2);
      ctx.beginPath();
      ctx.ellipse(x, 0, len * 0.04, h * 0.42, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    if (kind === 'lantern') {
      ctx.strokeStyle = fin;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(len * 0.3, -h * 0.4);
      ctx.quadraticCurveTo(len * 0.55, -h * 1.1, len * 0.62, -h * 0.5);
      ctx.stroke();
      ctx.fillStyle = '#fff3a0';
      ctx.beginPath();
      ctx.arc(len * 0.62, -h * 0.5, 6 + Math.sin(t / 200) * 2, 0, Math.PI * 2);
      ctx.fill();
    }
    if (kind === 'dragon') {
      ctx.strokeStyle = '#c0262d';
      ctx.lineWidth = 3;
      for (let i = 0; i < 6; i++) {
        ctx.beginPath();
        ctx.arc(len * (0.3 - i * 0.12), 0, h * 0.3, -0.6, 0.6);
        ctx.stroke();
      }
    }
    ctx.fillStyle = '#fff'; // eye
    ctx.beginPath();
    ctx.arc(len * 0.3, -h * 0.12, Math.max(4, len / 20), 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(len * 0.31, -h * 0.12, Math.max(2, len / 40), 0, Math.PI * 2);
    ctx.fill();
  }

  /** The sea: light from above, sand, weed; then the fish, shots and splashes of this frame. */
  function drawSea(ctx, t) {
    const sea = ctx.createLinearGradient(0, 0, 0, H);
    sea.addColorStop(0, '#1b8cc4');
    sea.addColorStop(0.6, '#0a4c77');
    sea.addColorStop(1, '#05263d');
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = 'rgba(255,255,255,.06)';
    for (let i = 0; i < 6; i++) {
      const x = ((i * 190 + t / 40) % (W + 200)) - 100;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x + 60, 0);
      ctx.lineTo(x + 160, H);
      ctx.lineTo(x + 40, H);
      ctx.fill();
    }
    ctx.fillStyle = '#c2a26b';
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (let x = 0; x <= W; x += 40) ctx.lineTo(x, H - 26 - Math.sin(x / 90) * 10);
    ctx.lineTo(W, H);
    ctx.fill();
    ctx.strokeStyle = '#2f9e44';
    ctx.lineWidth = 6;
    for (const x of [70, 110, 820, 860, 900]) {
      ctx.beginPath();
      ctx.moveTo(x, H - 20);
      ctx.quadraticCurveTo(x + Math.sin(t / 600 + x) * 20, H - 90, x + Math.sin(t / 500 + x) * 10, H - 150);
      ctx.stroke();
    }
  }

  start(async (session) => {
    const kinds = await post('fishing/fish');
    const canvas = $('sea-canvas');
    const ctx = canvas.getContext('2d');
    const fit = () => {
      const box = canvas.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) canvas.height = H = Math.round((W * box.height) / box.width);
    };
    fit();
    window.addEventListener('resize', fit);
    const swimmers = [];
    const effects = [];
    let busy = false;
    const spawn = (f, i, now) => {
      const dir = i % 2 === 0 ? 1 : -1;
      const len = LOOKS[f.fish] ? LOOKS[f.fish][2] : 60;
      swimmers.push({
        f,
        len,
        dir,
        x: dir > 0 ? -len - ((i * 137) % 400) : W + len + ((i * 137) % 400),
        y: 70 + ((i * 97) % (H - 170)),
        speed: (60 + ((i * 31) % 50)) / (len / 60) / 1000,
        born: now,
      });
    };
    kinds.forEach((f, i) => spawn(f, i, 0));
    kinds.forEach((f, i) => f.multiplier <= 5 && spawn(f, i + kinds.length, 0));

    async function shootAt(target, aimX, aimY) {
      if (busy) return;
      const amount = stake(session);
      if (!amount) return;
      busy = true;
      effects.push({ type: 'shot', x: aimX, y: aimY, at: performance.now() });
      try {
        const r = await round('fishing/shoot', { stake: amount, fish: target.f.fish });
        showRoundBalance(r.balance);
        effects.push({
          type: r.caught ? 'catch' : 'net',
          x: aimX,
          y: aimY,
          at: performance.now(),
          win: r.win,
        });
        if (r.caught) target.caughtAt = performance.now();
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
    }

    canvas.addEventListener('click', (event) => {
      const box = canvas.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * W;
      const y = ((event.clientY - box.top) / box.height) * H;
      const hit = swimmers.find(
        (s) => !s.caughtAt && Math.abs(s.x - x) < s.len / 2 + 10 && Math.abs(s.y - y) < s.len / 3 + 10,
      );
      if (hit) void shootAt(hit, hit.x, hit.y);
    });
    // Lock on a kind: the nearest fish of that kind on screen, else the first of it.
    kinds.forEach((f) => {
      const chip = document.createElement('button');
      chip.type = 'button';
      chip.setAttribute('aria-label', f.name + ' ' + f.multiplier + '倍');
      chip.textContent = f.name;
      const small = document.createElement('small');
      small.textContent = f.multiplier + '倍';
      chip.append(small);
      chip.addEventListener('click', () => {
        const of = swimmers.filter((s) => s.f.fish === f.fish && !s.caughtAt);
        const target = of.find((s) => s.x > 0 && s.x < W) || of[0];
        if (target) void shootAt(target, Math.min(W - 40, Math.max(40, target.x)), target.y);
      });
      $('targets').append(chip);
    });

    let last = performance.now();
    const frame = (now) => {
      const dt = calm() ? 0 : now - last;
      last = now;
      drawSea(ctx, now);
      for (const s of swimmers) {
        if (s.caughtAt && now - s.caughtAt > 700) {
          s.caughtAt = 0;
          s.x = s.dir > 0 ? -s.len - 200 : W + s.len + 200;
        }
        if (!s.caughtAt) s.x += s.dir * s.speed * dt;
        if (s.dir > 0 && s.x > W + s.len) s.x = -s.len - 100;
        if (s.dir < 0 && s.x < -s.len) s.x = W + s.len + 100;
        ctx.save();
        ctx.translate(s.x, s.y + Math.sin(now / 700 + s.len) * 8);
        if (s.caughtAt) {
          ctx.globalAlpha = Math.max(0, 1 - (now - s.caughtAt) / 700);
          ctx.rotate((now - s.caughtAt) / 100);
        }
        ctx.scale(s.dir, 1);
        drawFish(ctx, s.f.fish, s.len, now);
        ctx.restore();
      }
      // The cannon at the bottom, turned to the last shot.
      const aim = effects.length ? effects[effects.length - 1] : { x: W / 2, y: 0 };
      ctx.save();
      ctx.translate(W / 2, H - 8);
      ctx.rotate(Math.atan2(aim.x - W / 2, H - 8 - aim.y));
      ctx.fillStyle = '#c98d1a';
      ctx.fillRect(-11, -70, 22, 60);
      ctx.fillStyle = '#ffe680';
      ctx.fillRect(-7, -74, 14, 10);
      ctx.restore();
      ctx.fillStyle = '#8a5a00';
      ctx.beginPath();
      ctx.arc(W / 2, H, 42, Math.PI, 0);
      ctx.fill();
      for (let i = effects.length - 1; i >= 0; i--) {
        const e = effects[i];
        const age = now - e.at;
        if (age > 1200) {
          if (i < effects.length - 1) effects.splice(i, 1);
          continue;
        }
        if (e.type === 'shot' && age < 250) {
          const k = age / 250;
          ctx.fillStyle = '#ffe680';
          ctx.beginPath();
          ctx.arc(W / 2 + (e.x - W / 2) * k, H - 60 + (e.y - H + 60) * k, 7, 0, Math.PI * 2);
          ctx.fill();
        }
        if (e.type === 'net') {
          ctx.strokeStyle = 'rgba(255,255,255,' + (1 - age / 1200) + ')';
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.arc(e.x, e.y, 20 + age / 20, 0, Math.PI * 2);
          ctx.stroke();
        }
        if (e.type === 'catch') {
          ctx.fillStyle = 'rgba(255,212,59,' + (1 - age / 1200) + ')';
          ctx.font = 'bold 34px sans-serif';
          ctx.textAlign = 'center';
          ctx.fillText('+' + e.win, e.x, e.y - age / 15);
        }
      }
      window.requestAnimationFrame(frame);
    };
    window.requestAnimationFrame(frame);
  });
})();
