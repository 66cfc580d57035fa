/** What the help endpoints say to a player (issue 14). */
export const helpMessages = {
  notFound: '帮助文章不存在',
  noVoter: '无法识别您的设备，请刷新页面后再试',
} as const;
