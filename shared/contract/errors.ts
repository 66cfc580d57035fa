/**
 * The error catalogue of SPEC §8: every status code the platform answers with, its
 * symbolic name and its default zh-CN message. The server and the client both use this
 * table, so a code always means the same thing on both sides of the wire.
 */
export const ErrorCode = {
  SUCCESS: 6000,
  LOGIN_EXPIRED: 6001,
  INVALID_CREDENTIALS: 6002,
  ACCESS_DENIED: 6003,
  NOT_FOUND: 6004,
  SERVER_ERROR: 6005,
  BAD_GATEWAY: 6006,
  INVALID_PARAMETER: 6007,
  ILLEGAL_PARAMETER: 6008,
  DATA_EXISTS: 6009,
  FILE_UPLOAD_FAILURE: 6010,
  FREQUENT_SUBMISSION: 6011,
  /** Also a player-protection limit reached (protection.ts): the message names the limit, what is left and when it resets. */
  WARNING: 6012,
  MAINTENANCE: 6013,
  INVOCATION_ERROR: 6014,
  UNBOUND_PHONE: 6015,
  PHONE_VERIFICATION_REQUIRED: 6016,
  PHONE_VERIFICATION_REQUIRED_2: 6017,
  GRAPHIC_VERIFICATION: 6021,
  RAPID_VERIFICATION: 6022,
  IP_NOT_PASSED: 6025,
  DEVICE_NOT_PASSED: 6026,
  DEVICE_IP_NOT_PASSED: 6027,
  LONG_TIME_NOT_LOGGED_IN: 6028,
  RISKY_LOGIN: 6029,
  CONTACT_CUSTOMER_SERVICE: 6030,
  REGION_LIMITED: 6031,
  REGION_WARNING: 6032,
  IP_RESTRICTED: 6033,
  MAX_PHONE_ATTEMPTS: 6034,
  AUTHENTICATION_REQUIRED: 6035,
  AUTHENTICATION_CODE_ERROR: 6036,
  AUTHENTICATION_LOCKED: 6037,
  AUTHENTICATION_CODE_EXPIRED: 6038,
  TOO_MANY_DEVICES: 6039,
  /**
   * Player protection: the reality check is due and not acknowledged; a game round waits for it
   * (protection.ackRealityCheck, then play again). Not in SPEC §8's list: added for issue 29.
   */
  REALITY_CHECK_DUE: 6040,
  SIXTY_SECOND_LIMIT: 6066,
  WALLET_TOKEN_EXPIRED: 6099,
  PASSWORD_CHECK_FAILURE: 6100,
  LOCKING_UNAVAILABLE: 6110,
  WITHDRAWAL_PROTECTION_CONFIG_ERROR: 6111,
  PARAMETER_ERROR: 6301,
  UID_VERIFICATION: 6302,
  NO_DATA: 6303,
  SYSTEM_MAINTENANCE: 6316,
  SYSTEM_BUSY: 6317,
  EBBQ: 6318,
  TESTING: 6366,
  SYSTEM_ABNORMAL: 6399,
  VENUE_ACTIVITY: 6413,
  VENUE_MAINTENANCE: 6415,
  BIND_REAL_NAME: 6449,
  POPUP_NOT_PROMPTED: 6500,
  LOGIN_REGISTER_SUSPENDED_POPUP: 6501,
  LOGIN_REGISTER_SUSPENDED: 6502,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type StatusCode = (typeof ErrorCode)[ErrorCodeName];

const HICCUP = '服务开小差了，请稍后再试';

/** Default zh-CN message for each code; the server may send a more specific one. */
export const defaultMessages: Record<StatusCode, string> = {
  6000: '成功',
  6001: '请重新登录',
  6002: '用户名或密码错误',
  6003: '请求被拒绝',
  6004: '数据不存在',
  6005: HICCUP,
  6006: HICCUP,
  6007: '请求参数错误',
  6008: '非法请求',
  6009: '数据已存在',
  6010: '文件上传失败',
  6011: '请勿频繁提交',
  6012: '警告',
  6013: '系统维护中',
  6014: HICCUP,
  6015: '请先绑定手机号',
  6016: '请先完成手机验证',
  6017: '请先完成手机验证',
  6021: '请完成图形验证',
  6022: '请完成快速验证',
  6025: '当前IP未通过验证',
  6026: '当前设备未通过验证',
  6027: '当前设备和IP未通过验证',
  6028: '您已长时间未登录，请验证身份',
  6029: '本次登录存在风险，请验证身份',
  6030: '请联系客服',
  6031: '您所在的地区暂不提供服务',
  6032: '您所在的地区存在风险',
  6033: '当前IP受限',
  6034: '今日获取验证码次数已达上限',
  6035: '请先完成身份认证',
  6036: '认证码错误',
  6037: '认证已锁定，请稍后再试',
  6038: '认证码已过期',
  6039: '登录设备过多',
  6040: '请先确认游戏时间提醒',
  6066: '60秒内只能获取一次',
  6099: '钱包令牌已过期',
  6100: '密码校验失败',
  6110: '暂时无法锁定',
  6111: '提款保护配置错误',
  6301: '参数错误',
  6302: '数据异常，请重新进入游戏',
  6303: '暂无数据',
  6316: '系统维护中',
  6317: '系统繁忙，请稍后再试',
  6318: HICCUP,
  6366: '测试中',
  6399: '系统异常',
  6413: '您还在活动中，未达到流水要求不能转出',
  6415: '场馆维护中',
  6449: '请先绑定真实姓名',
  6500: '',
  6501: '登录注册功能暂停',
  6502: '登录注册功能暂停',
};

export const codeNames: Record<StatusCode, ErrorCodeName> = Object.fromEntries(
  Object.entries(ErrorCode).map(([name, code]) => [code, name]),
) as Record<StatusCode, ErrorCodeName>;

export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'number' && value in defaultMessages;
}

/** Login answers that open the new-device dialog (SPEC §8). */
export const NEW_DEVICE_CODES: readonly StatusCode[] = [
  ErrorCode.DEVICE_NOT_PASSED,
  ErrorCode.IP_NOT_PASSED,
  ErrorCode.DEVICE_IP_NOT_PASSED,
  ErrorCode.LONG_TIME_NOT_LOGGED_IN,
  ErrorCode.RISKY_LOGIN,
];
