/**
 * Characters that exist only in Simplified Chinese, derived from opencc's own tables: a
 * character that the character-level cn -> tw conversion changes, and that no character
 * converts to (so it is not also a Traditional form). A few characters are both and are
 * written in Taiwan as they are; they are allowed with their reason.
 */
const OpenCC = require('opencc-js/cn2t');

const ALLOWED = {
  台: 'Taiwan writes 台 in daily use (台灣, 平台); 臺 is the formal variant',
  伙: 'a Traditional character too (伙食); 夥伴 is handled by the override table',
  干: 'a Traditional character too (干擾, 若干)',
  后: 'a Traditional character too (皇后); 後 is chosen by phrase',
  里: 'a Traditional character too (公里, 鄰里)',
  松: 'a Traditional character too (松樹)',
  谷: 'a Traditional character too (山谷)',
  向: 'a Traditional character too',
  范: 'a Traditional surname too',
  周: 'a Traditional character too (周到, 周邊)',
  志: 'a Traditional character too (意志)',
  制: 'a Traditional character too (制度)',
  佣: 'Traditional in 佣金 (commission); 傭 is a servant',
  系: 'a Traditional character too (系統)',
};

function simplifiedOnlySet() {
  const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
  const changed = new Set();
  const targets = new Set();
  for (let code = 0x4e00; code <= 0x9fff; code += 1) {
    const c = String.fromCodePoint(code);
    const out = toTw(c);
    if (out !== c) {
      changed.add(c);
      for (const t of out) targets.add(t);
    }
  }
  return new Set([...changed].filter((c) => !targets.has(c) && !(c in ALLOWED)));
}

module.exports = { simplifiedOnlySet, ALLOWED };
