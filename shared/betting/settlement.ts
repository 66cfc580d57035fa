/** Settlement of SPEC §9 result codes, quarter lines and parlay leg factors. */
export {};
