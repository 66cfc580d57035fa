export const host = {} as const;
