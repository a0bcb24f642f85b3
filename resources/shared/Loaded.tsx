import type { ReactNode } from 'react';
import { LoadingSkeleton } from './LoadingSkeleton';
import { ServiceFailure } from './ServiceFailure';

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
}: {
  isPending: boolean;
  error: unknown;
  retry: () => void;
  label?: string;
  height?: number;
  children: ReactNode;
}) {
  if (isPending) return <LoadingSkeleton height={height} label={label} />;
  if (error) return <ServiceFailure error={error} retry={retry} />;
  return <>{children}</>;
}
