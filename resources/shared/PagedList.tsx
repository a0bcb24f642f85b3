import { Alert, Pagination, type SxProps, type Theme, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type GetListParams, type RaRecord, useGetList, useTranslate } from 'react-admin';
import { LoadingSkeleton } from './LoadingSkeleton';
import { ServiceFailure } from './ServiceFailure';

/**
 * One page of a resource's records read for an employee page, and the page shown: the first
 * until `setPage`, and the first again whenever the filter changes.
 */
export function usePagedList<T extends RaRecord>(
  resource: string,
  { perPage, ...params }: Pick<GetListParams, 'filter' | 'sort'> & { perPage: number },
) {
  const filterKey = JSON.stringify(params.filter ?? {});
  const [shown, setShown] = useState({ page: 1, filterKey });
  const page = shown.filterKey === filterKey ? shown.page : 1;
  const list = useGetList<T>(resource, { ...params, pagination: { page, perPage } });
  return {
    ...list,
    page,
    pages: Math.ceil((list.total ?? 0) / perPage),
    setPage: (next: number) => setShown({ page: next, filterKey }),
  };
}

/** A list read a page at a time, as `PagedList` shows it (`usePagedList`'s answer, or one kept in the address). */
export interface PagedRead<T> {
  data?: T[];
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  /** How many records there are in all (every page). */
  total?: number;
  /** The page shown (from 1), how many there are, and the way to show another. */
  page: number;
  pages: number;
  setPage: (page: number) => void;
}

/** The pages of a list, when there is more than one; named by `label` (an i18n key). */
export function PageButtons({
  list: { page, pages, setPage },
  label,
  sx,
}: {
  list: Pick<PagedRead<unknown>, 'page' | 'pages' | 'setPage'>;
  label?: string;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={page}
      onChange={(_event, next) => setPage(next)}
      aria-label={label && translate(label)}
      sx={sx}
    />
  );
}

interface PagedListProps<T> {
  list: PagedRead<T>;
  /** The page's records, shown when there are some. */
  children: (records: T[]) => ReactNode;
  /** When there are none: an i18n key said as a status, or what to show. */
  empty: string | ReactNode;
  /** While it loads: a skeleton announced under this i18n key, or what to show. */
  loading?: string | ReactNode;
  loadingHeight?: number;
  /** After a failure: an i18n key said as a warning, or what to show; by default the service's words with a retry. */
  failure?: string | ReactNode;
  /** The i18n key naming the pages' buttons. */
  pagesLabel?: string;
  /** An i18n key said as a status above the records: how many there are in all (`smart_count`). */
  found?: string;
  pagesSx?: SxProps<Theme>;
}

/**
 * An employee page's list read a page at a time: its skeleton while it loads, its failure, what
 * it says when there is nothing, else the records and, when there is more than one page, the
 * pages' buttons under them.
 */
export function PagedList<T>({
  list,
  children,
  empty,
  loading = 'ra.page.loading',
  loadingHeight = 120,
  failure,
  pagesLabel,
  pagesSx,
  found,
}: PagedListProps<T>) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = list;
  if (isPending) {
    return typeof loading === 'string' ? (
      <LoadingSkeleton height={loadingHeight} label={loading} />
    ) : (
      <>{loading}</>
    );
  }
  if (error) {
    if (failure === undefined) return <ServiceFailure error={error} retry={() => void refetch()} />;
    return typeof failure === 'string' ? (
      <Alert severity="warning">{translate(failure)}</Alert>
    ) : (
      <>{failure}</>
    );
  }
  if (!data?.length) {
    return typeof empty === 'string' ? (
      <Typography color="text.secondary" role="status">
        {translate(empty)}
      </Typography>
    ) : (
      <>{empty}</>
    );
  }
  return (
    <>
      {found && (
        <Typography role="status">{translate(found, { smart_count: list.total ?? 0 })}</Typography>
      )}
      {children(data)}
      <PageButtons list={list} label={pagesLabel} sx={pagesSx} />
    </>
  );
}
