/** Text of the request layer (http/route.ts): bad or undecryptable input, before any domain runs. */
export const httpMessages = {
  invalidRequest: '请求参数错误',
  invalidField: (field: string, detail: string) => `参数 ${field} 错误：${detail}`,
  invalidRequestDetail: (detail: string) => `请求参数错误：${detail}`,
  badCipher: '非法请求：加密数据无效',
  badBody: '请求体格式错误，需为 JSON',
} as const;
