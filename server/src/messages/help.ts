/** What the help endpoints say to a player (issue 14). */
export const helpMessages = {
  notFound: '帮助文章不存在',
  loginToVote: '登录后才能评价，请先登录',
} as const;
