/** Strings of the shared UI kit (shared/ui). */
export const ui = {
  close: '关闭',
  tips: {
    title: '温馨提示',
    sure: '确定',
    cancel: '取消',
  },
  loading: '加载中...',
  copySucceeded: '复制成功',
  copyFailed: '复制失败，请手动复制',
  empty: '暂无数据',
  error: {
    title: '加载失败',
    message: '网络开小差了，请稍后重试',
    retry: '重试',
  },
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  notifications: '消息通知',
  selectPlaceholder: '请选择',
  countdown: {
    get: '获取验证码',
    running: '{seconds}秒后重新获取',
    again: '重新获取',
  },
  datePicker: {
    placeholder: '年-月-日',
    open: '打开日历',
    calendar: '选择日期',
    prevMonth: '上个月',
    nextMonth: '下个月',
    month: '{year}年{month}月',
    today: '今天',
    clear: '清除',
    invalid: '请输入正确的日期，例如 2026-11-23',
    weekdays: '日一二三四五六',
  },
  /** The country area always offered first, also while the list loads or when it fails. */
  mainland: '中国大陆',
} as const;
