import type { ReactNode } from 'react';
import { type GetListParams, type RaRecord, useGetList, type UseGetListOptions } from 'react-admin';
import { LoadingSkeleton } from './LoadingSkeleton';
import { ServiceFailure } from './ServiceFailure';

/** Where a read is: still coming, failed (and how to ask again), or done. */
export interface LoadedRead {
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * What a read of a family whose failures are only reported shows: a skeleton announced under
 * `label` (an i18n key) while it loads, the service's words with a retry after it failed, the
 * content otherwise.
 */
export function Loaded({
  isPending,
  error,
  retry,
  label,
  height = 120,
  children,
}: LoadedRead & {
  label?: string;
  height?: number;
  children: ReactNode;
}) {
  if (isPending) return <LoadingSkeleton height={height} label={label} />;
  if (error) return <ServiceFailure error={error} retry={retry} />;
  return <>{children}</>;
}

/**
 * A list read whole for `Loaded`: its records (none until they come) and the `read` that
 * `Loaded` shows while they come or after the read failed (`<Loaded {...read}>`).
 */
export function useLoadedList<T extends RaRecord>(
  resource: string,
  params: Partial<GetListParams>,
  options?: UseGetListOptions<T>,
): { data: T[]; read: LoadedRead } {
  const { data = [], isPending, error, refetch } = useGetList<T>(resource, params, options);
  return { data, read: { isPending, error, retry: () => void refetch() } };
}
