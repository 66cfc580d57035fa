/** The back office's routes, relative to its basename /bo (typed, not strings scattered in pages). */
export const boPaths = {
  login: '/login',
  withdrawals: '/withdrawals',
  players: '/players',
  player: (memberId: number | string) => `/players/${memberId}`,
  adjustments: '/adjustments',
  audit: '/audit',
  promotions: '/promotions',
  feedback: '/feedback',
  agents: '/agents',
  chat: '/chat',
  content: '/content',
  brands: '/brands',
  reports: '/reports',
  operators: '/operators',
} as const;

export const BO_BASENAME = '/bo';
