/** Venues are shared by the wallet (transfers) and the casino (lists, launch): their text is here once. */
export const venueMessages = {
  unknown: (code: string) => `场馆不存在：${code}`,
  maintenance: (venue: string) => `${venue}维护中，请稍后再试`,
  activityOwed: (venue: string) => `您还在${venue}的活动中，未达到流水要求不能转出`,
} as const;
