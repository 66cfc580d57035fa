import { fenToYuanText as yuan } from '@site/shared/contract';

/** What operators read from the back-office API (issue 30), and the letters players get from it. */
export const boMessages = {
  loginExpired: '登录已过期，请重新登录',
  forbidden: '您的角色没有此操作的权限',
  badLogin: '用户名或密码错误',
  locked: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  disabled: '该后台账号已停用',
  challengeExpired: '验证已过期，请重新登录',
  badCode: '验证码错误',
  newPasswordRequired: '首次登录请设置新密码',
  nameTaken: '该后台用户名已存在',
  operatorNotFound: '后台账号不存在',
  roleRequired: '请选择角色',
  memberNotFound: '会员不存在',
  restrictionNotFound: '限制记录不存在',
  notOperatorRestriction: '会员本人设置的冷静期或自我排除不能由后台解除',
  alreadyLifted: '该限制已解除',
  adjustmentNotFound: '调账申请不存在',
  adjustmentDecided: '该调账申请已处理',
  ownAdjustment: '不能审批自己提交的调账申请（需另一位操作员复核）',
  withdrawalNotPending: '该提款订单不存在或已处理',
  endRequired: '请填写结束时间',
  promotionNotFound: '活动不存在',
  brandNotFound: '品牌不存在',
  brandProblem: (problems: string) => `版本校验未通过：${problems}`,
  adjustMemo: (id: number) => `后台调账 #${id}`,
  badRange: '日期范围错误（最多 93 天）',
} as const;

/** Letters to the player from an operator's action. */
/** 聊天管理's reports queue (backoffice/chat-moderation-reports.ts). */
export const boChatReports = {
  noOpenReports: '这条消息没有待处理的举报',
  messageGone: '消息不存在或已被隐藏',
} as const;

export const boLetters = {
  adjusted: (fen: number) => ({
    title: '账户余额调整',
    body: `您的中心钱包已${fen > 0 ? '增加' : '扣减'} ${yuan(Math.abs(fen))} 元，如有疑问请联系客服。`,
  }),
  bonusVoided: (title: string, fen: number) => ({
    title: '优惠已取消',
    body: `您的优惠「${title}」已被取消，收回 ${yuan(fen)} 元。如有疑问请联系客服。`,
  }),
} as const;
