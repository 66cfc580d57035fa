/** Strings of the withdrawal and wallet pages of mf-funds: /mine/takemoney, /mine/wallet. */
export const withdraw = {} as const;
