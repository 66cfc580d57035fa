/** The texts of 代理申请 (operators read zh-CN only; kept with the page, see bo/src/messages.ts). */
export const agentText = {
  title: '代理申请',
  pending: '待审核',
  approved: '已通过',
  rejected: '已拒绝',
  member: '会员',
  contact: '联系人',
  phone: '手机号',
  im: '微信/QQ',
  channel: '推广渠道',
  message: '申请说明',
  createdAt: '申请时间',
  reviewedAt: '审核时间',
  reason: '拒绝原因',
  approve: '通过',
  reject: '拒绝',
  approveTitle: '通过 {member} 的代理申请',
  rejectTitle: '拒绝 {member} 的代理申请',
  approveHint: '会员将收到申请通过的站内信。原因只记入审计日志。',
  rejectHint: '拒绝原因会显示在会员的合营计划页面和站内信中，请使用礼貌、清楚的措辞。',
  approvedDone: '已通过 {member} 的代理申请',
  rejectedDone: '已拒绝 {member} 的代理申请',
  channels: { social: '社交媒体', website: '网站/论坛', offline: '线下推广', other: '其他' },
} as const;

export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
