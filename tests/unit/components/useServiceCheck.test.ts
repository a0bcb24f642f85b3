import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useServiceCheck } from '../../../resources/shared/useServiceCheck';

describe('useServiceCheck', () => {
  it('keeps its check from one render to the next, so an effect on it runs once', async () => {
    const ask = vi.fn(async (value: string) => ({ ok: value === 'A-1' }));
    const { result, rerender } = renderHook(() => useServiceCheck(ask));
    const first = result.current.check;
    rerender();
    expect(result.current.check).toBe(first);
    await result.current.check('  A-1 ');
    await waitFor(() => expect(result.current.answer).toEqual({ ok: true }));
    expect(result.current.check).toBe(first);
    expect(ask).toHaveBeenCalledExactlyOnceWith('A-1');
  });

  it('asks nothing for an empty value', async () => {
    const ask = vi.fn(async () => ({ ok: true }));
    const { result } = renderHook(() => useServiceCheck(ask));
    expect(await result.current.check('   ')).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});
