import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox, SearchField } from '../../../resources/shared/SearchBox';
import { renderInAdmin, type Locale } from './renderInAdmin';

function Controlled({
  onSearch,
  initial = '',
}: {
  onSearch: (v: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return <SearchBox value={value} onChange={setValue} onSearch={onSearch} />;
}

function setup(locale: Locale = 'es', initial = '') {
  const onSearch = vi.fn();
  renderInAdmin(<Controlled onSearch={onSearch} initial={initial} />, locale);
  return { onSearch };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is labelled 'Buscar' with the placeholder 'Escriba aquí' and a search icon in Spanish", () => {
    setup('es');
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(input).toHaveAttribute('placeholder', 'Escriba aquí');
    expect(screen.getByTestId('SearchIcon')).toBeInTheDocument();
  });

  it("has the placeholder 'Type here' and the label 'Search' in English", () => {
    setup('en');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Type here',
    );
  });

  it('is controlled: typing updates the value shown', () => {
    setup();
    const input = screen.getByRole('searchbox');
    type(input, 'nómina');
    expect(input).toHaveValue('nómina');
  });

  it('calls onSearch once, 300 ms after the last keystroke, with the last text', () => {
    const { onSearch } = setup();
    const input = screen.getByRole('searchbox');
    type(input, 'b');
    act(() => vi.advanceTimersByTime(200));
    type(input, 'be');
    act(() => vi.advanceTimersByTime(200));
    type(input, 'ben');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('ben');
  });

  it('clears the text on Escape and searches for nothing at once, dropping a pending search', () => {
    const { onSearch } = setup();
    const input = screen.getByRole('searchbox');
    type(input, 'curso');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('leaves Escape alone when already empty, so a surrounding dialog can close', () => {
    const { onSearch } = setup();
    const input = screen.getByRole('searchbox');
    const notCancelled = fireEvent.keyDown(input, { key: 'Escape' });
    expect(notCancelled).toBe(true);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

/** A page's search held in its state (or address), with a button that changes it from outside. */
function PageSearch({ onSearch }: { onSearch: (v: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <>
      <SearchField
        label="components.search.label"
        value={q}
        onSearch={(next) => {
          onSearch(next);
          setQ(next);
        }}
      />
      <button type="button" onClick={() => setQ('')}>
        reset
      </button>
    </>
  );
}

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows its label and reports the trimmed text once, when the typing pauses', () => {
    const onSearch = vi.fn();
    renderInAdmin(<PageSearch onSearch={onSearch} />, 'es');
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    type(input, ' fút');
    act(() => vi.advanceTimersByTime(200));
    type(input, ' fútbol ');
    expect(input).toHaveValue(' fútbol ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('fútbol');
  });

  it('shows the value changed from elsewhere, without reporting it back', () => {
    const onSearch = vi.fn();
    renderInAdmin(<PageSearch onSearch={onSearch} />, 'es');
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    type(input, 'ajedrez');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ajedrez');
  });
});
