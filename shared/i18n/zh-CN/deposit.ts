/** Strings of the deposit pages of mf-funds: /mine/savemoney and the wait pages. */
export const deposit = {} as const;
