/** The texts of 聊天管理 (operators read zh-CN only; kept with the page). */
export const chatText = {
  title: '聊天管理',
  rooms: '聊天室',
  room: '房间',
  kind: '类型',
  lobby: '大厅',
  match: '赛事',
  status: '状态',
  open: '开放',
  closed: '已关闭',
  messages: '可见消息',
  clear: '清空消息',
  clearTitle: '清空「{room}」的全部消息',
  clearHint: '房间内所有会员的聊天记录会立即清空，无法恢复。',
  cleared: '已清空「{room}」',
  mutes: '禁言中的会员',
  member: '会员',
  scope: '范围',
  allRooms: '全部房间',
  until: '禁言至',
  reason: '原因',
  unmute: '解除禁言',
  unmuteTitle: '解除 {member} 的禁言',
  unmuted: '已解除 {member} 的禁言',
  mute: '禁言会员',
  muteTitle: '禁言会员',
  memberId: '会员 ID',
  memberIdInvalid: '请输入会员 ID（在会员管理中查看）',
  duration: '禁言时长',
  durations: { '10': '10 分钟', '60': '1 小时', '1440': '1 天', '10080': '7 天', '43200': '30 天' },
  muted: '已禁言会员 {member}',
  noMutes: '目前没有禁言中的会员',
  notice: '禁言、解禁和清空会立即推送到在线会员的聊天窗口。',
} as const;

export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
