/** zh-CN text of the memberCentre namespace (filled by its issue's work). */
export const memberCentre = {} as const;
