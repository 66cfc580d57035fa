/** The casino's user-facing text: launch and collection errors, demo rounds, picture badges. */
export const gamesMessages = {
  gameUnknown: (gameCode: string) => `游戏不存在：${gameCode}`,
  launchMismatch: '数据异常，请重新进入游戏',
  minStake: (yuan: string) => `单注最低 ${yuan} 元`,
  maxStake: (yuan: string) => `单注最高 ${yuan} 元`,
  insufficientVenueBalance: (stake: string, venue: string, balance: string) =>
    `余额不足：本局投注 ${stake} 元，${venue}余额 ${balance} 元，请先转入资金`,
  /** A round of a game that was since removed from the catalogue. */
  unnamedRound: '演示游戏',
  /** The tables a venue launched without a game plays (game_rounds.game_code -> name). */
  tables: {
    'DEMO-BACCARAT': '演示百家乐',
    'DEMO-ZJH': '炸金花',
    'DEMO-K3': '极速快三',
    'DEMO-ESPORTS': '虚拟电竞',
    'DEMO-FOOTBALL': '虚拟足球',
  } as Readonly<Record<string, string>>,
  /** The badges drawn on a game's picture. */
  badgeHot: '热门',
  badgeNew: '新游',
  launchExpired: '游戏令牌已失效，请返回重新进入游戏',
  playUnsupported: (game: string) => `${game}不支持此玩法，请返回重新进入游戏`,
  fishUnknown: '目标鱼种不存在',
  /** A spin sooner than the minimum time after the member's last spin of the game (issue 29 item 7). */
  spinTooFast: (seconds: string) => `每次旋转至少间隔 ${seconds} 秒，请稍候再转`,
  /** A round while the reality check is due and not yet acknowledged (issue 29 item 4). */
  realityCheckDue: '游戏时间提醒：请先确认本次游戏时间与输赢，再继续游戏',
  matchNoDraw: '电竞赛事没有平局选项，请选择一方',
  /** A venue's activity money (6413): moved in before playing, and its turnover before leaving. */
  activityMoneyFirst: (venue: string) => `参加${venue}活动需先转入活动资金，请转入后再进入游戏`,
  activityTurnoverOwed: (venue: string) => `您还在${venue}的活动中，未达到流水要求前不能进入其他场馆`,
} as const;

/** Memos of the demo games' ledger entries (transaction record remarks). */
export const gamesMemos = {
  bet: (gameName: string) => `${gameName}（演示）投注`,
  win: (gameName: string) => `${gameName}（演示）派彩`,
} as const;
