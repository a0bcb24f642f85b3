import { Pagination } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type GetListParams, type RaRecord, useGetList } from 'react-admin';
import { SectionCard } from '../../../resources/shared/SectionCard';

const PER_PAGE = 24;

/** One page of a resource's records and the page shown (the first until `setPage`). */
export function usePagedList<T extends RaRecord>(
  resource: string,
  params: Pick<GetListParams, 'filter' | 'sort'>,
) {
  const [page, setPage] = useState(1);
  const list = useGetList<T>(resource, { ...params, pagination: { page, perPage: PER_PAGE } });
  return { ...list, page, setPage };
}

/** A section holding one page of records, with the pages under it when there is more than one. */
export function PagedSection<T extends RaRecord>({
  title,
  emptyText,
  list: { data, total = 0, isPending, error, page, setPage },
  children,
}: {
  /** i18n key (or text) of the section's title. */
  title: string;
  emptyText: string;
  list: ReturnType<typeof usePagedList<T>>;
  /** The page's records. */
  children: (records: T[]) => ReactNode;
}) {
  return (
    <>
      <SectionCard
        title={title}
        isPending={isPending}
        error={error}
        isEmpty={!data?.length}
        emptyText={emptyText}
      >
        {children(data ?? [])}
      </SectionCard>
      {total > PER_PAGE && (
        <Pagination
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_e, value) => setPage(value)}
        />
      )}
    </>
  );
}
