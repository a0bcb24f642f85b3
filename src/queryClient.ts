import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/** How many times a read that got no answer, or a 503, is tried again (react-query's default). */
const RETRIES = 3;

/**
 * A read is tried again only when the service did not answer it, or answered that it is
 * momentarily unavailable (503): an answer that refuses (4xx) or fails (500) says the same the
 * next time, and the page says why at once instead of after three retries behind a skeleton.
 */
export const retriesTransientFailures = (failures: number, error: unknown): boolean =>
  failures < RETRIES && (!(error instanceof HttpError) || error.status === 503);

/** The portal's react-query client: react-admin's defaults, with the retry rule above. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: retriesTransientFailures } } });
