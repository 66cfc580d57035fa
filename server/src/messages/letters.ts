import { fenToYuanText } from '@site/shared/contract';

/**
 * The Chinese text of the letters the server writes on real events, in one place.
 * Amounts are integer fen.
 */
const yuan = (fen: number) => `${fenToYuanText(fen)}元`;

export const letterText = {
  notFound: '消息不存在或已删除',
  depositCredited: (orderNo: string, fen: number) => ({
    title: '存款到账通知',
    body: `您的存款订单 ${orderNo} 已到账，金额 ${yuan(fen)}，已存入中心钱包。祝您游戏愉快！`,
  }),
  withdrawApproved: (orderNo: string, fen: number) => ({
    title: '提款成功通知',
    body: `您的提款订单 ${orderNo} 已审核通过并出款，金额 ${yuan(fen)}，请留意您的收款账户。`,
  }),
  withdrawRejected: (orderNo: string, fen: number, remark: string) => ({
    title: '提款审核未通过',
    body: `您的提款订单 ${orderNo}（${yuan(fen)}）未通过审核：${remark}。金额已退回中心钱包。`,
  }),
  betSettled: (orderNo: string, stakeFen: number, payoutFen: number) => ({
    title: '注单已结算',
    body: `您的体育注单 ${orderNo} 已结算：投注 ${yuan(stakeFen)}，派彩 ${yuan(payoutFen)}，输赢 ${yuan(payoutFen - stakeFen)}。`,
  }),
  vipUpgraded: (gradeName: string, bonusFen: number) => ({
    title: `恭喜晋级${gradeName}`,
    body:
      bonusFen > 0
        ? `恭喜您晋级为${gradeName}！晋级礼金 ${yuan(bonusFen)} 已可在福利中心领取，更多专属特权等您体验。`
        : `恭喜您晋级为${gradeName}！更多专属特权等您体验。`,
  }),
  vipDemoted: (fromName: string, toName: string, keepFen: number, doneFen: number) => ({
    title: `会员等级调整为${toName}`,
    body: `您上月有效投注 ${yuan(doneFen)}，未达到${fromName}保级要求 ${yuan(keepFen)}，会员等级已调整为${toName}。降级后的有效投注将重新累计，满足晋级条件即可再次晋级。`,
  }),
};
