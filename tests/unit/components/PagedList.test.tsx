import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { renderInAdmin } from './renderInAdmin';

interface Item {
  id: number;
  name: string;
}

const ITEMS: Item[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  name: `Artículo ${index + 1}`,
}));

/** Two a page, filtered by `odd`, with a button that changes the filter. */
function Items({ found }: { found?: string }) {
  const [odd, setOdd] = useState(false);
  const list = usePagedList<Item>('items', { perPage: 2, filter: { odd } });
  return (
    <>
      <button type="button" onClick={() => setOdd(true)}>
        Solo impares
      </button>
      <PagedList
        list={list}
        empty="ra.navigation.no_results"
        pagesLabel="ra.navigation.page"
        found={found}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function provider(items: Item[]) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const chosen = params.filter.odd ? items.filter((item) => item.id % 2 === 1) : items;
    const { page, perPage } = params.pagination!;
    return { data: chosen.slice((page - 1) * perPage, page * perPage), total: chosen.length };
  });
  return { dataProvider: { getList } as unknown as DataProvider, getList };
}

describe('PagedList', () => {
  it('shows a page of records with the pages under them, and goes to another', async () => {
    const { dataProvider } = provider(ITEMS);
    renderInAdmin(<Items />, 'es', undefined, dataProvider);
    expect(await screen.findByText('Artículo 1')).toBeInTheDocument();
    expect(screen.queryByText('Artículo 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Artículo 3')).toBeInTheDocument();
    expect(screen.queryByText('Artículo 1')).not.toBeInTheDocument();
  });

  it('goes back to the first page when the filter changes', async () => {
    const { dataProvider, getList } = provider(ITEMS);
    renderInAdmin(<Items />, 'es', undefined, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Artículo 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Solo impares' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'items',
        expect.objectContaining({ filter: { odd: true }, pagination: { page: 1, perPage: 2 } }),
      ),
    );
    expect(await screen.findByText('Artículo 1')).toBeInTheDocument();
  });

  it('says when there is nothing, as a status, and shows no pages', async () => {
    const { dataProvider } = provider([]);
    renderInAdmin(<Items />, 'es', undefined, dataProvider);
    // The skeleton is a status too, without words: the empty list's words follow it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/.+/));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says how many there are in all, as a status above the records, when asked to', async () => {
    const { dataProvider } = provider(ITEMS);
    renderInAdmin(<Items found="ra.action.bulk_actions" />, 'es', undefined, dataProvider);
    expect(await screen.findByText('Artículo 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 elementos');
  });
});
