export const format = {} as const;
