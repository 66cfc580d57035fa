/** Text of the request layer (http/route.ts): bad or undecryptable input, before any domain runs. */
export const httpMessages = {
  invalidRequest: '请求参数错误',
  invalidField: (field: string, detail: string) => `参数 ${field} 错误：${detail}`,
  invalidRequestDetail: (detail: string) => `请求参数错误：${detail}`,
  badCipher: '非法请求：加密数据无效',
  badBody: '请求体格式错误，需为 JSON',
  bodyNotJson: '请求体不是合法的 JSON',
  unknownBrand: '请求被拒绝：未知站点',
  plainRefused: '非法请求：本站须加密访问',
  noSuchEndpoint: (path: string) => `接口不存在：${path}`,
  /** The WebSocket's answers to a frame it cannot take (issue 10). */
  socketNotJson: '消息不是合法的 JSON',
  socketNoMsgId: '消息缺少 msgId',
  socketUnsafe: (reason: string) => `消息${reason}`,
  socketUnknownMsgId: (msgId: unknown) => `未知的 msgId：${String(msgId)}`,
  /** Close reasons (at most 123 bytes: about 40 Chinese characters). */
  socketLoginDeadline: '连接后未及时登录，连接已关闭',
} as const;
