import type { Instance, Options, State } from '@popperjs/core';

/**
 * `createPopper` for MUI's Popper (tooltips, menus of autocompletes, pickers), fetching Popper.js
 * when a popper first opens: the first download of every page has tooltips but never an open one
 * (~7 kB gzip). Until it arrives (once per visit) the popper waits hidden where it cannot move the
 * page; then the real Popper.js places it as before. vite.config.ts resolves MUI's import here.
 */
export function createPopper(
  reference: Element | { getBoundingClientRect(): DOMRect },
  popper: HTMLElement,
  options: Partial<Options>,
): Instance {
  let real: Instance | null = null;
  let destroyed = false;
  let latest = options;
  const { style } = popper;
  const waiting = { position: style.position, top: style.top, left: style.left };
  Object.assign(style, { position: 'fixed', top: '0px', left: '0px', visibility: 'hidden' });
  const ready = import('@popperjs/core').then(({ createPopper: create }) => {
    if (destroyed) return null;
    Object.assign(style, waiting, { visibility: '' });
    real = create(reference as Element, popper, latest);
    return real;
  });
  return {
    get state() {
      return real?.state as State;
    },
    destroy() {
      destroyed = true;
      real?.destroy();
    },
    forceUpdate() {
      real?.forceUpdate();
    },
    update: () => (real ? real.update() : ready.then((created) => created?.state ?? null)),
    setOptions(next) {
      latest = typeof next === 'function' ? next(latest as Options) : next;
      return real ? real.setOptions(latest) : ready.then((created) => created?.state ?? null);
    },
  } as Instance;
}
