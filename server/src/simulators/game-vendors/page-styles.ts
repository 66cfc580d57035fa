/**
 * The style sheet of the demo game pages (inline in each page: they load nothing from outside).
 * The look of what they stand in for: a slot cabinet, a fishing sea, a live card table.
 */
const BASE = `*{box-sizing:border-box}body{margin:0;font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:radial-gradient(ellipse at 50% 0,#26304a,#0b0e16 70%);color:#f2f3f5;min-height:100vh}
header{display:flex;align-items:center;gap:10px;padding:10px 20px;background:rgba(10,13,22,.85);border-bottom:1px solid #2c3347;flex-wrap:wrap}
.trial{border:1px solid #8d95a8;color:#c9cedb;border-radius:3px;padding:0 5px;font-size:11px;line-height:18px;cursor:help}
header h1{font-size:18px;margin:0;letter-spacing:1px}header .venue{color:#8d95a8;font-size:13px}header .balance{margin-left:auto;font-size:14px;color:#c9cedb}header .balance b{color:#f5c451;font-size:18px;font-variant-numeric:tabular-nums}
main{max-width:900px;margin:18px auto;padding:0 12px}
.controls{display:flex;gap:10px;align-items:center;justify-content:center;flex-wrap:wrap;margin:16px 0}
label{font-size:14px;color:#c9cedb}input[type=text]{width:110px;padding:8px 10px;border-radius:6px;border:1px solid #3a4257;background:#0c0f16;color:#fff;font-size:16px;text-align:center}
button{padding:9px 20px;border:0;border-radius:6px;background:#3b4460;color:#fff;font-size:15px;cursor:pointer}button.primary{background:linear-gradient(#f5c451,#c98d1a);color:#231a05;font-weight:700;min-width:120px}
button:disabled{opacity:.5;cursor:not-allowed}button[aria-pressed=true]{outline:2px solid #f5c451}
#message{min-height:24px;text-align:center;font-size:15px;margin:8px 0}#message.error{color:#ff8f8f}#message.win{color:#7ee2a8;font-weight:700}
.history{max-width:900px;margin:10px auto 30px;padding:0 16px}.history h2{font-size:15px;color:#a9b0c2}.history ol{list-style:none;margin:0;padding:0;font-size:13px;color:#c9cedb}
.history li{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #232a3b}
.pay{font-size:12px;color:#a9b0c2;text-align:center}a{color:#f5c451}
details.rules{max-width:900px;margin:0 auto;padding:0 16px;font-size:12px;color:#a9b0c2}details.rules summary{cursor:pointer;color:#c9cedb;font-size:13px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[hidden]{display:none!important}header .bar{display:flex;gap:6px}header .bar button{padding:5px 12px;font-size:13px;min-width:0}
dialog.reality,dialog.transfer{border:1px solid #3a4257;border-radius:14px;background:#161b28;color:#f2f3f5;max-width:min(420px,92vw);padding:20px 22px}dialog.reality::backdrop,dialog.transfer::backdrop{background:rgba(0,0,0,.65)}
dialog.transfer h2,dialog.reality h2{margin:0 0 6px;font-size:18px}dialog.reality p{color:#c9cedb;font-size:14px;margin:0 0 12px}
dialog.reality dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 16px;font-size:15px}dialog.reality dt{color:#a9b0c2}dialog.reality dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
dialog.transfer .actions,dialog.reality .actions{display:flex;gap:8px;justify-content:flex-end;flex-wrap:wrap}dialog.transfer .actions button,dialog.reality .actions button{padding:8px 14px}
dialog.transfer p{color:#c9cedb;font-size:14px;margin:0 0 10px}dialog.transfer .row{display:flex;gap:8px;align-items:center;margin-bottom:10px}dialog.transfer input{flex:1;width:auto}dialog.transfer .error{color:#ff8f8f;min-height:18px;font-size:13px}
@media (max-width:520px){header{padding:8px 12px}header h1{font-size:16px}header .venue{display:none}}`;

const SLOT = `.cabinet{background:linear-gradient(#4a1d0c,#2a0f06);border-radius:22px;padding:14px;border:3px solid #c98d1a;box-shadow:0 0 0 4px #5c2a0a,0 20px 60px rgba(0,0,0,.6)}
.marquee{text-align:center;font-size:22px;font-weight:900;letter-spacing:4px;color:#ffe7a3;text-shadow:0 0 12px #f5a623,0 2px 0 #8a3b00;margin:2px 0 10px}
.reel-window{position:relative;border-radius:12px;overflow:hidden;border:3px solid #f5c451;background:#1a0b05}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:0}
.cell{aspect-ratio:1/0.82;display:flex;align-items:center;justify-content:center;background:linear-gradient(#fff8e6,#f3dfb5 50%,#fff8e6);border-right:2px solid #c9a25a;transition:filter .1s}
.cell:nth-child(5n){border-right:0}.cell svg{width:78%;height:92%}
.cell.blur{filter:blur(2px) brightness(.9)}.cell.blur svg{transform:translateY(6%)}
.cell.hit{background:radial-gradient(circle,#fff6c9,#f5c451)}.reels.celebrate .cell.hit svg{animation:pulse .6s ease-in-out 3}
.cell.dim{filter:brightness(.55)}
@keyframes pulse{50%{transform:scale(1.12)}}
.paylines{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}
.paylines polyline{fill:none;stroke-width:5;stroke-linejoin:round;stroke-linecap:round;opacity:.9;filter:drop-shadow(0 0 3px #000)}
.win-banner{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);background:rgba(20,6,0,.82);border:3px solid #f5c451;border-radius:16px;padding:10px 28px;text-align:center;animation:pop .4s ease-out}
.win-banner small{display:block;color:#ffe7a3;font-size:14px;letter-spacing:3px}.win-banner b{display:block;font-size:40px;color:#f5c451;text-shadow:0 0 14px #f59f00;font-variant-numeric:tabular-nums}
@keyframes pop{from{transform:translate(-50%,-50%) scale(.4);opacity:0}}
.console{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:12px;margin-top:12px;background:#1a0b05;border-radius:12px;padding:10px 14px;border:1px solid #6b3a10}
.meter{font-size:12px;color:#d9b77a;text-align:center}.meter b{display:block;font-size:20px;color:#ffe7a3;font-variant-numeric:tabular-nums}
.bet{display:flex;align-items:center;gap:6px;justify-content:center}.bet button{width:36px;height:36px;padding:0;border-radius:50%;font-size:20px;background:#6b3a10}
.bet input{width:84px;padding:6px}
.spin{width:86px;height:86px;border-radius:50%;font-size:18px;font-weight:900;background:radial-gradient(circle at 40% 35%,#ffe680,#e08a00 60%,#8a4b00);color:#3a1a00;border:4px solid #ffe7a3;box-shadow:0 4px 0 #6b3500,0 0 18px rgba(245,166,35,.5)}
.spin:active:not(:disabled){transform:translateY(2px);box-shadow:0 2px 0 #6b3500}
.console .right{display:flex;flex-direction:column;align-items:center;gap:6px}
#free-spin{min-width:0;padding:6px 12px;font-size:13px}
@media (max-width:520px){.cabinet{padding:8px;border-radius:14px}.marquee{font-size:17px}.console{grid-template-columns:1fr auto;grid-template-areas:"bet spin" "won spin"}.console .bet{grid-area:bet}.console .spin-wrap{grid-area:spin}.console .right{grid-area:won}.meter b{font-size:16px}.win-banner b{font-size:28px}}
@media (prefers-reduced-motion:reduce){.win-banner,.reels.celebrate .cell.hit svg{animation:none}}`;

const FISHING = `.sea{position:relative;aspect-ratio:16/9;max-height:70vh;width:100%;border-radius:14px;overflow:hidden;border:2px solid #1d6f9a;background:#053a5a;box-shadow:0 12px 40px rgba(0,0,0,.5)}
.sea canvas{display:block;width:100%;height:100%;cursor:crosshair}
.targets{display:flex;flex-wrap:wrap;gap:6px;justify-content:center;margin-top:10px}.targets button{padding:5px 10px;font-size:12px;background:#12324a;border:1px solid #1d6f9a}
.targets button small{color:#f5c451;margin-left:4px}
@media (max-width:520px){.sea{aspect-ratio:4/5}}`;

const TABLE = `.felt{position:relative;background:radial-gradient(ellipse at 50% 0,#1f7a4d,#0b3f26 75%);border-radius:0 0 220px 220px/0 0 80px 80px;border:6px solid #5b3a1c;box-shadow:inset 0 0 40px rgba(0,0,0,.5),0 16px 40px rgba(0,0,0,.5);padding:0 18px 26px;overflow:hidden}
.dealer{display:block;width:100%;max-width:420px;height:auto;margin:0 auto -6px}
.table{display:grid;grid-template-columns:1fr 1fr;gap:16px;border-top:2px solid rgba(245,196,81,.55);padding-top:14px}
.hand{text-align:center;border:2px solid rgba(255,255,255,.25);border-radius:14px;padding:10px 8px 8px}.hand h2{margin:0 0 8px;font-size:15px;letter-spacing:2px;color:#e7f5ec}
.hand:nth-child(1) h2{color:#8fc3ff}.hand:nth-child(2) h2{color:#ff9a9a}
.cards{display:flex;gap:6px;min-height:96px;justify-content:center}
.card{position:relative;width:64px;height:92px;border-radius:7px;background:#fdfcf8;color:#16161a;box-shadow:0 3px 6px rgba(0,0,0,.45);animation:deal .35s ease-out both}
.card.red{color:#c8102e}.card .idx{position:absolute;display:flex;flex-direction:column;align-items:center;font-size:15px;font-weight:800;line-height:1;font-family:Georgia,'Times New Roman',serif}
.card .idx svg{width:11px;height:11px;fill:currentColor;margin-top:2px}.card .tl{left:4px;top:5px}.card .br{right:4px;bottom:5px;transform:rotate(180deg)}
.card .pip{position:absolute;left:50%;top:50%;width:30px;height:30px;transform:translate(-50%,-50%);fill:currentColor}
.card .face{position:absolute;inset:16px 13px;border:1.5px solid currentColor;border-radius:4px;display:flex;align-items:center;justify-content:center;font:800 24px Georgia,serif;background:repeating-linear-gradient(45deg,rgba(200,16,46,.06) 0 4px,transparent 4px 8px)}
.card.back{background:repeating-linear-gradient(45deg,#9b2226 0 6px,#7a1a1d 6px 12px);border:3px solid #fff;animation:none}
@keyframes deal{from{transform:translate(140px,-120px) rotate(20deg);opacity:0}}
.points{font-size:14px;color:#cfe9d9;margin-top:6px;min-height:20px}
@media (max-width:520px){.card{width:48px;height:70px}.card .pip{width:22px;height:22px}.card .face{inset:13px 9px;font-size:18px}.card .idx{font-size:12px}.cards{min-height:72px}.felt{padding:0 8px 18px}}
@media (prefers-reduced-motion:reduce){.card{animation:none}}`;

const OTHER = `.draw{background:radial-gradient(circle at 50% 30%,#6b1f1f,#2a0c0c);border-radius:16px;padding:18px;text-align:center;border:2px solid #c98d1a}
.issue{font-size:13px;color:#e9c9a0}.dice{display:flex;gap:16px;justify-content:center;margin:16px 0}
.die{width:64px;height:64px;border-radius:12px;background:#fdfaf3;display:grid;grid-template:repeat(3,1fr)/repeat(3,1fr);padding:8px;box-shadow:0 4px 0 #c9bfa8}
.pip{width:12px;height:12px;border-radius:50%;background:#1b1b1b;place-self:center;visibility:hidden}.pip.on{visibility:visible}.die.red .pip{background:#d22}
.sum{font-size:16px;color:#f5d68a;min-height:22px}
.match{background:linear-gradient(135deg,#1c2a4a,#0f1628);border-radius:16px;padding:22px 12px;text-align:center;border:1px solid #2c3a5e}
.league{color:#a9b0c2;font-size:14px;margin-bottom:12px}.teams{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:12px;font-size:20px;font-weight:700}
.teams b{font-size:28px;color:#f5c451;min-width:90px}.picks button{min-width:120px}.picks button small{display:block;color:#f5c451;font-size:15px}`;

export const PAGE_CSS = [BASE, SLOT, FISHING, TABLE, OTHER].join('\n');
