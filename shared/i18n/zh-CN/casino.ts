export const casino = {
  venuesTitle: '游戏场馆',
  enter: '立即进入',
  categories: {
    TY: { title: '体育赛事', desc: '足球 篮球 网球 全球赛事实时投注' },
    ZR: { title: '真人视讯', desc: '百家乐 龙虎 轮盘 美女荷官在线' },
    DZ: { title: '电子游戏', desc: '数千款老虎机 奖池天天爆' },
    QP: { title: '棋牌游戏', desc: '斗地主 抢庄牛牛 德州扑克' },
    BY: { title: '捕鱼游戏', desc: '炮炮暴击 海底寻宝' },
    DJ: { title: '电子竞技', desc: '英雄联盟 王者荣耀 DOTA2' },
    CP: { title: '彩票游戏', desc: '时时彩 快三 六合彩' },
  },
} as const;
