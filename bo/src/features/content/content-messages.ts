import type { backoffice } from '@site/shared/backoffice-contract';

/**
 * The texts of the content pages (banners, notices, help articles). Kept beside the feature
 * (docs/backoffice.md: each feature folder moves as one piece); operators read zh-CN only.
 */
export const contentText = {
  title: '内容管理',
  kinds: { banner: '首页横幅', notice: '公告', help: '帮助文章' } satisfies Record<
    backoffice.ContentKind,
    string
  >,
  kindOne: { banner: '横幅', notice: '公告', help: '帮助文章' } satisfies Record<
    backoffice.ContentKind,
    string
  >,
  locales: { 'zh-CN': '简体', 'zh-TW': '繁體' } satisfies Record<backoffice.ContentLocale, string>,
  states: {
    none: '未编写',
    draft: '草稿',
    published: '已发布',
    changed: '有未发布修改',
  } satisfies Record<backoffice.ContentState, string>,
  noticeTypes: { notice: '通知', bulletin: '公告', match: '赛事', activity: '活动' },
  linkTypes: { route: '站内页面', url: '外部链接', none: '不跳转' },
  id: '编号',
  code: '代码',
  name: '标题',
  updated: '最后修改',
  updatedBy: '{time} · {name}',
  edit: '编辑',
  create: { banner: '新建横幅', notice: '新建公告', help: '新建帮助文章' },
  back: '返回列表',
  editTitle: '编辑{kind}：{name}',
  newTitle: '新建{kind}',
  fields: {
    title: '标题',
    linkType: '点击后',
    link: '链接',
    linkHint: '站内页面填路径，如 /activity/firstDeposit/101；外部链接填 https:// 开头的地址',
    type: '类型',
    content: '正文',
    top: '置顶',
    group: '分组',
    order: '排序',
    description: '摘要',
    descriptionHint: '用于搜索结果；留空时取正文开头',
    keywords: '关键词',
    keywordsHint: '以空格分隔，如：提款 出款 到账',
    markdown: '正文（Markdown）',
    markdownHint: '金额等数字请用占位符，如 {{withdraw.bank.dailyMax}}，与站点设置保持一致',
    helpCode: '文章代码',
    helpCodeHint: '2-12 个小写英文字母，即帮助中心地址 /app/help/代码',
  },
  twHint: '繁體站默认显示由简体自动转换的文字；在此编写并发布繁體版本后，以此为准。',
  twFromCn: '已按简体内容预填，请改为繁體文字后保存。',
  cnFirst: '请先保存简体版本，再编写繁體版本。',
  save: '保存草稿',
  saved: '草稿已保存（版本 #{id}），玩家端暂不可见',
  publish: '发布',
  publishTitle: '发布{locale}版本 #{id}',
  publishHint: '发布后玩家端立即显示此版本，当前线上版本会保留在历史记录中，可随时回滚。',
  published: '已发布，玩家端已更新',
  rollback: '回滚到此版本',
  rollbackTitle: '回滚{locale}版本到 #{id}',
  rollbackHint: '回滚会把此历史版本重新发布为线上版本。',
  rolledBack: '已回滚，玩家端已更新',
  publishThis: '发布此版本',
  dirty: '有未保存的修改，请先保存草稿再发布',
  nothingToPublish: '最新版本已在线上',
  preview: '预览',
  previewHint: '玩家看到的样子',
  previewRefresh: '刷新预览',
  previewEmpty: '点击「刷新预览」查看正文排版',
  marquee: '跑马灯',
  /** The home marquee's own label (shared catalogue activities.notices). */
  marqueeLabel: '最新公告',
  noticeList: '公告列表',
  history: '历史版本',
  revision: '版本',
  author: '作者',
  savedAt: '保存时间',
  publications: '发布记录',
  neverPublished: '未发布',
  live: '线上版本',
  withdrawn: '已下线',
  withdrawnNote:
    '{time} 由 {name} 下线，玩家端（简体和繁體）均不显示；可继续编辑和发布，重新上线后玩家看到线上版本。',
  withdraw: {
    action: '下线',
    title: '下线{kind}',
    hint: '下线后玩家端（简体和繁體）立即不再显示，内容和历史版本都会保留，可随时重新上线。',
    done: '已下线，玩家端不再显示',
  },
  restore: {
    action: '重新上线',
    title: '重新上线{kind}',
    hint: '重新上线后玩家端立即显示当前的线上版本。',
    done: '已重新上线，玩家端已更新',
  },
  required: '请填写{field}',
  tooLong: '{field}不能超过 {max} 个字',
} as const;

/** `{name}` placeholders filled. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
