/** Text a new member receives: the welcome letter in the message centre. */
export const memberMessages = {
  welcomeLetter: {
    title: '欢迎加入',
    content: '尊敬的会员，欢迎您的加入！完成手机与实名绑定即可畅享全部服务。',
  },
} as const;
