/** Strings of the formatters (shared/format): currency marks, capital numerals, period labels. */
export const format = {
  currencySymbol: '¥',
  currencySuffix: '元',
  /**
   * 大写金额. Kept here rather than in code so the zh-TW catalogue can derive the
   * traditional forms (贰 -> 貳, 万 -> 萬 ...). Each string is read character by character.
   */
  capital: {
    digits: '零壹贰叁肆伍陆柒捌玖',
    /** Units inside a group of four digits: 拾, 佰, 仟 (ones have no unit). */
    units: '拾佰仟',
    /** Units of the four-digit groups: 万, 亿. */
    groups: '万亿',
    yuan: '元',
    jiao: '角',
    fen: '分',
    whole: '整',
    negative: '负',
  },
  /** Small numerals for 第一节 etc.; index = value (0-10). */
  numerals: '零一二三四五六七八九十',
  period: {
    notStarted: '未开赛',
    firstHalf: '上半场',
    secondHalf: '下半场',
    halfTime: '中场休息',
    fullTime: '完场',
    overtime: '加时',
    overtimeN: '第{n}个加时',
    extraFirstHalf: '加时上半场',
    extraSecondHalf: '加时下半场',
    penalties: '点球大战',
    quarter: '第{n}节',
    set: '第{n}盘',
    game: '第{n}局',
    inning: '第{n}局',
    inningTop: '第{n}局上半',
    inningBottom: '第{n}局下半',
  },
} as const;
