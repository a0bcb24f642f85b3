import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * A read is tried again once, and only when no answer came (a dropped connection): any answer of
 * the service, a refusal, a failure or a 503, is what the page says at once, with its own retry
 * button, instead of after three retries behind a skeleton (react-query's default).
 */
export const retriesTransientFailures = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof HttpError);

/**
 * The portal's react-query client: react-admin's defaults, with the retry rule above. What is on
 * screen is read again when the network comes back: react-query refetches what it saw go stale
 * offline, and this adds what failed before it knew (a page opened offline, the installed app).
 */
export const createQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: retriesTransientFailures } },
  });
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      void client.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    });
  return client;
};
