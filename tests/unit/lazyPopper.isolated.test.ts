import { describe, expect, it, vi } from 'vitest';
import { createPopper } from '../../src/shims/lazyPopper';

const real = vi.hoisted(() => ({
  created: [] as { options: unknown; destroy: ReturnType<typeof vi.fn> }[],
}));
vi.mock('@popperjs/core', () => ({
  createPopper: (_reference: Element, popper: HTMLElement, options: unknown) => {
    const destroy = vi.fn();
    real.created.push({ options, destroy });
    popper.style.transform = 'translate(10px, 20px)';
    return {
      state: { placement: 'bottom' },
      destroy,
      forceUpdate: vi.fn(),
      update: async () => ({ placement: 'bottom' }),
      setOptions: async () => ({ placement: 'bottom' }),
    };
  },
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("MUI's Popper with Popper.js fetched on first open", () => {
  it('keeps the popper hidden and fixed until Popper.js places it', async () => {
    real.created.length = 0;
    const anchor = document.createElement('button');
    const popper = document.createElement('div');
    const instance = createPopper(anchor, popper, { placement: 'top' });
    expect(popper.style.visibility).toBe('hidden');
    expect(popper.style.position).toBe('fixed');

    await expect(instance.update()).resolves.toEqual({ placement: 'bottom' });
    expect(real.created).toHaveLength(1);
    expect(real.created[0]!.options).toEqual({ placement: 'top' });
    expect(popper.style.visibility).toBe('');
    expect(popper.style.position).toBe('');
    expect(popper.style.transform).toBe('translate(10px, 20px)');
    expect(instance.state).toEqual({ placement: 'bottom' });
    instance.destroy();
    expect(real.created[0]!.destroy).toHaveBeenCalled();
  });

  it('never creates a popper closed before Popper.js arrived', async () => {
    real.created.length = 0;
    const instance = createPopper(
      document.createElement('button'),
      document.createElement('div'),
      {},
    );
    instance.destroy();
    await flush();
    await flush();
    expect(real.created).toHaveLength(0);
  });
});
