/** Text a new member receives: the welcome letter in the message centre. */
export const memberMessages = {
  welcomeLetter: {
    title: '欢迎加入',
    content: '尊敬的会员，欢迎您的加入！完成手机与实名绑定即可畅享全部服务。',
  },
  /** SPEC §5 age 18+: asked before the first bet or game (6035, the client offers 去完成 -> /mine/userinfo). */
  birthdayRequired: '请先在个人资料中设置生日：未满18周岁不能参与游戏',
  underAge: '未满18周岁不能参与游戏',
} as const;

/** Text of the member area's uploads, avatars and feedback. */
export const memberAreaMessages = {
  upload: {
    notImage: '仅支持 PNG、JPEG、WebP 格式的图片',
    tooBig: '图片不能超过5MB',
    badData: '图片数据无效',
    notFound: '图片不存在',
    tooFrequent: (minutes: number) => `上传过于频繁，请${minutes}分钟后再试`,
    quotaFull: (files: number, mb: number) =>
      `图片空间已满（最多${files}张、共${mb}MB），未使用的图片会在1小时后自动清理，请稍后再试`,
  },
  avatar: { unknown: '头像不存在', notYours: '图片不存在，请重新上传' },
  feedback: {
    notFound: '反馈不存在或已删除',
    imageNotFound: '图片不存在，请重新上传',
    betNotFound: '关联注单不存在',
    tooFrequent: (minutes: number) => `反馈提交过于频繁，请${minutes}分钟后再试`,
    dailyLimit: '今日反馈次数已达上限，请明天再试',
    /** The title of a sports ticket offered as the feedback's related bet: 体育 + its type. */
    sportsBetPrefix: '体育 ',
  },
  /** Names of reward sources in the gift record; 彩金 for one without its own. */
  giftSource: {
    vip_upgrade: '晋级礼金',
    vip_birthday: '生日礼金',
    vip_weekly: '每周红包',
    vip_monthly: '每月红包',
    rebate: '返水',
    points_exchange: '积分兑换',
    free_spin: '免费旋转奖金',
    promotion: '活动彩金',
  } as Record<string, string>,
  giftSourceOther: '彩金',
} as const;
