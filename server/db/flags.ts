/** Flags are stored as integers 0/1 on both databases (see schema.ts). */
export const flag = (value: boolean): number => (value ? 1 : 0);
