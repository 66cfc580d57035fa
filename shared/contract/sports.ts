/** The sportsbook contract (odds snapshot, live push, placement, settlement, bet records). */
export {};
