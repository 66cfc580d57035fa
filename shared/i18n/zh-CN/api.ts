export const api = {} as const;
