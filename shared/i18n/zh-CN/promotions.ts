/** zh-CN text of the promotions namespace (filled by its issue's work). */
export const promotions = {} as const;
