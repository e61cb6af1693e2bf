/** The longest search text any list takes (zod-free, so screens can use it without loading zod). */
export const MAX_SEARCH_LENGTH = 100;
