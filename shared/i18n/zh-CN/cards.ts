/** Strings of the card and address pages of mf-member: bank cards, USDT addresses, Alipay. */
export const cards = {} as const;
