/** Text a new member receives: the welcome letter in the message centre. */
export const memberMessages = {
  welcomeLetter: {
    title: '欢迎加入',
    content: '尊敬的会员，欢迎您的加入！完成手机与实名绑定即可畅享全部服务。',
  },
  /** SPEC §5 age 18+: asked before the first bet or game (6035, the client offers 去完成 -> /mine/userinfo). */
  birthdayRequired: '请先在个人资料中设置生日：未满18周岁不能参与游戏',
  underAge: '未满18周岁不能参与游戏',
} as const;
