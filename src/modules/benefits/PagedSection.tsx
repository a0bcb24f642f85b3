import type { ReactNode } from 'react';
import type { GetListParams, RaRecord } from 'react-admin';
import { PageButtons, usePagedList as usePagedRead } from '../../../resources/shared/PagedList';
import { SectionCard } from '../../../resources/shared/SectionCard';

const PER_PAGE = 24;

/** One page of a resource's records and the page shown (the first until `setPage`). */
export function usePagedList<T extends RaRecord>(
  resource: string,
  params: Pick<GetListParams, 'filter' | 'sort'>,
) {
  return usePagedRead<T>(resource, { ...params, perPage: PER_PAGE });
}

/** A section holding one page of records, with the pages under it when there is more than one. */
export function PagedSection<T extends RaRecord>({
  title,
  emptyText,
  list,
  children,
}: {
  /** i18n key (or text) of the section's title. */
  title: string;
  emptyText: string;
  list: ReturnType<typeof usePagedList<T>>;
  /** The page's records. */
  children: (records: T[]) => ReactNode;
}) {
  const { data, isPending, error } = list;
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
      <PageButtons list={list} />
    </>
  );
}
