/** Messages of the api client (SPEC §8 handling). */
export const api = {
  loginAgain: '请重新登录',
  networkError: '服务开小差了，请稍后再试',
  badResponse: '数据异常，请稍后再试',
  toComplete: '去完善',
} as const;
