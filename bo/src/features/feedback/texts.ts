/** The texts of 反馈处理 (operators read zh-CN only; kept with the page, see bo/src/messages.ts). */
export const feedbackText = {
  title: '反馈处理',
  open: '待回复',
  replied: '已回复',
  all: '全部',
  member: '会员',
  submittedAt: '提交时间',
  orderNo: '注单号',
  images: '附图 {count} 张',
  reply: '回复',
  editReply: '修改回复',
  replyTitle: '回复 {member} 的反馈',
  replyLabel: '回复内容',
  replyPlaceholder: '会员将在「我的反馈」中看到这条回复',
  replyTooShort: '请输入至少 2 个字的回复',
  send: '发送回复',
  sent: '已回复 {member}',
  repliedAt: '回复于 {time}',
  read: '会员已读',
  unread: '会员未读',
  deleted: '会员已删除',
  empty: '没有待回复的反馈',
  types: {
    deposit: '存款问题',
    withdraw: '提款问题',
    game: '游戏问题',
    activity: '活动问题',
    account: '账户问题',
    suggestion: '意见建议',
    other: '其他',
  },
} as const;

/** `{name}` placeholders filled. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
