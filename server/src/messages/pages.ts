/** Text of the pages and pictures the server makes itself (static/pages.ts). */
export const pageMessages = {
  /** The title drawn on a content picture whose row is gone. */
  pictureTitleFallback: '精彩活动',
  /** The simulated customer-service page (the demo has no real customer service). */
  serviceTitle: '在线客服',
  serviceDemo: '这是模拟的在线客服页面，演示环境不连接真实客服系统。',
  serviceWarning: '温馨提示：请仅通过本站、官方APP或官方客服进行存款，线下第三方代充不被认可，谨防诈骗。',
} as const;
