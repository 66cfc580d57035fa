import { fenToYuanText } from '@site/shared/contract';

const yuan = fenToYuanText;

/** Every Chinese sentence the promotion engine says to a member (house rule: one catalogue). */
export const promoText = {
  notFound: '活动不存在或已下架',
  withdrawn: '该活动已下架，如已参与将按参与时的条款执行',
  notStarted: '活动尚未开始，敬请留意开始时间',
  ended: '活动已结束',
  newMembersOnly: '本活动仅限新会员参与（首次存款前申请）',
  needDepositBefore: '本活动需先完成首次存款',
  vipTooLow: (grade: number) => `本活动仅限 VIP${grade} 及以上会员参与`,
  alreadyJoined: '您已参与本期活动，每人每期限参与一次',
  joinFirst: '请先申请参与本活动',
  joined: (title: string) => `已成功参与「${title}」`,
  joinedDeposit: (title: string) => `已成功参与「${title}」，完成存款后彩金将自动到账`,
  notJoinable: '本活动无需申请，直接参与即可',
  wrongAction: '该活动不支持此操作',
  signedToday: '今日已签到，明天再来',
  signed: (streak: number, fen: number) => `签到成功，已连续签到 ${streak} 天，获得 ${yuan(fen)} 元`,
  noDraws: '今日抽奖次数已用完，存款可获得更多抽奖机会',
  drawWon: (name: string) => `恭喜您抽中「${name}」`,
  drawNothing: '很遗憾，本次未中奖，再接再厉',
  taskUnknown: '任务不存在',
  taskNotDone: '任务尚未完成，完成后即可领取',
  taskClaimed: '该任务奖励已领取',
  tierUnknown: '投注档位不存在',
  tierNotReached: (left: number) => `今日有效投注还差 ${yuan(left)} 元才能领取该档奖励`,
  tierClaimed: '该档奖励今日已领取',
  claimed: (fen: number) => `领取成功，${yuan(fen)} 元已到账`,
  turnoverOwed: (fen: number) =>
    `您参与的优惠活动尚未完成流水要求，还需有效投注 ${yuan(fen)} 元才能转出或提款`,
  quit: (fen: number) => `已放弃优惠，扣回彩金及其盈利共 ${yuan(fen)} 元`,
  agentPending: '您已提交过申请，请耐心等待审核',
  agentNotFound: '代理申请不存在',
  agentDecided: '该申请已审核，不能重复审核',
  agentApprovedLetter: {
    title: '合营计划申请已通过',
    body: '恭喜您，合营计划（代理）申请已审核通过，专属客服将通过您留下的联系方式与您联系。',
  },
  agentRejectedLetter: (reason: string) => ({
    title: '合营计划申请未通过',
    body: `很抱歉，您的合营计划（代理）申请未通过审核。原因：${reason}。您可以修改资料后重新申请。`,
  }),
  bonusTitle: (title: string) => `${title}彩金`,
  racePrize: (title: string, rank: number) => `${title} 第${rank}名奖金`,
  inviteReward: (name: string) => `邀请好友 ${name} 首存奖励`,
  signMemo: (title: string, day: number) => `${title} 第${day}天`,
  tierMemo: (title: string, tier: number) => `${title} 第${tier}档`,
} as const;
