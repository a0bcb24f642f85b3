import { onlineManager, QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * A read is tried again once, and only when no answer came (a dropped connection): any answer of
 * the service, a refusal, a failure or a 503, is what the page says at once, with its own retry
 * button, instead of after three retries behind a skeleton (react-query's default).
 */
export const retriesTransientFailures = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof HttpError);

/**
 * The portal's react-query client: react-admin's defaults, with the retry rule above. react-query
 * learns the network's state from the browser's events only: a page opened offline (the installed
 * app) tells it at once, so its reads wait for the network instead of failing, and what is on
 * screen is read again when the network is back.
 */
export const createQueryClient = () => {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({ defaultOptions: { queries: { retry: retriesTransientFailures } } });
};
