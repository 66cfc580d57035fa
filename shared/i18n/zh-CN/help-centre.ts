/** zh-CN text of the helpCentre namespace (filled by its issue's work). */
export const helpCentre = {} as const;
