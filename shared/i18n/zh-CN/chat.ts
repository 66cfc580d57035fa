/** zh-CN text of the chat namespace (filled by its issue's work). */
export const chat = {} as const;
