/** List limits and the total's header, without yup: the portal's HTTP client needs only these. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const MAX_PER_PAGE = 100;
