/** Odds formats of SPEC §3 (E, H default, I, M) and their conversions. */
export {};
