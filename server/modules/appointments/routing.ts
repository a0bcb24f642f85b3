/** What every route of the module says the same way. */
export const TAG = 'Medical appointments';
export const TOKEN =
  'Every call carries the client date-token in the query (`token`: 400 naming it when missing or stale).';
/** Every route of the family takes the date token in its query. */
export const config = { dateToken: 'query' as const };
