/** Series (system) bets: k串1 combinations and the full cover n串(2^n - n - 1). */
export {};
