/** Strings of the sportsbook remote (mf-sportsbook): match board, bet slip, my bets. */
export const sports = {} as const;
