export const activities = {
  banners: '活动横幅',
  notices: '最新公告',
} as const;
