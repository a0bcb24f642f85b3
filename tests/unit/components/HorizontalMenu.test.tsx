import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countFittingItems,
  HorizontalMenu,
  type HorizontalMenuItem,
} from '../../../resources/shared/HorizontalMenu';
import { renderInAdmin, type Locale } from './renderInAdmin';

/** Every item measures 100 px and the 'More' button 80 px; gaps are 8 px. */
const ITEM = 100;
const MORE = 80;

let containerWidth = 0;
const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];

class FakeResizeObserver {
  private entry: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}

/** The browser resizes the menu's container: report it to every observer. */
function resizeTo(width: number) {
  containerWidth = width;
  act(() => {
    for (const { callback, targets } of [...observers]) {
      callback(
        targets.map((target) => ({ target }) as ResizeObserverEntry),
        {} as ResizeObserver,
      );
    }
  });
}

const rect = (width: number) =>
  ({
    width,
    height: 36,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 36,
    toJSON: () => ({}),
  }) as DOMRect;

beforeEach(() => {
  observers.length = 0;
  containerWidth = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.tagName === 'NAV') return rect(containerWidth);
    if (this.dataset.measure === 'item') return rect(ITEM);
    if (this.dataset.measure === 'more') return rect(MORE);
    return rect(0);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const onClick = vi.fn();
const items: HorizontalMenuItem[] = [
  { label: 'Inicio', to: '/Inicio' },
  { label: 'Beneficios', to: '/Benefits/Home' },
  { label: 'Ventas', to: '/Ventas/Home' },
  { label: 'Nómina', to: '/payroll/home' },
  { label: 'Ayuda', onClick },
];

function setup(width: number, locale: Locale = 'es') {
  containerWidth = width;
  renderInAdmin(<HorizontalMenu items={items} aria-label="Módulos" />, locale, '/portal');
  const nav = screen.getByRole('navigation', { name: 'Módulos' });
  return { nav, user: userEvent.setup() };
}

const visibleNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .concat(within(nav).queryAllByRole('button'))
    .map((element) => element.textContent);

describe('HorizontalMenu', () => {
  it('shows every item and no More when the container is wide enough', () => {
    // 5 × 100 + 4 × 8 = 532
    const { nav } = setup(532);
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).getByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();
  });

  it("shows what fits beside 'Más' in a narrow container and puts the rest in its menu", async () => {
    // 80 (Más) + 2 × (8 + 100) = 296 ≤ 350 < 404
    const { nav, user } = setup(350);
    expect(visibleNames(nav)).toEqual(['Inicio', 'Beneficios', 'Más']);

    const more = within(nav).getByRole('button', { name: 'Más' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ventas', 'Nómina', 'Ayuda']);
    // Portal paths get the app's base path.
    expect(within(menu).getByRole('menuitem', { name: 'Ventas' })).toHaveAttribute(
      'href',
      '/portal/Ventas/Home',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Ayuda' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("says 'More' in English", () => {
    const { nav } = setup(350, 'en');
    expect(within(nav).getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('follows the width of its container as it changes', () => {
    const { nav } = setup(532);
    expect(within(nav).queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();
    resizeTo(200); // 80 + 108 = 188: one item
    expect(visibleNames(nav)).toEqual(['Inicio', 'Más']);
    resizeTo(1000);
    expect(within(nav).queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();
    expect(visibleNames(nav)).toHaveLength(5);
  });

  it('is keyboard accessible: Tab reaches the items and More, Enter opens the menu', async () => {
    const { nav, user } = setup(350);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const more = within(nav).getByRole('button', { name: 'Más' });
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ventas' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Nómina' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('names its landmark “Menú” in the language in use when given no name', () => {
    containerWidth = 532;
    renderInAdmin(<HorizontalMenu items={items} />);
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeInTheDocument();
  });

  it('keeps the hidden measuring row out of the accessibility tree', () => {
    const { nav } = setup(350);
    // Measured copies of all five items exist, but only the visible row is exposed.
    expect(nav.querySelectorAll('[data-measure="item"]')).toHaveLength(5);
    expect(within(nav).queryAllByRole('button', { name: 'Ventas' })).toHaveLength(0);
  });
});

describe('countFittingItems', () => {
  it('fits everything when the sum of widths and gaps fits', () => {
    expect(countFittingItems(532, [100, 100, 100, 100, 100], 80, 8)).toBe(5);
  });
  it("reserves room for 'More' otherwise", () => {
    expect(countFittingItems(531, [100, 100, 100, 100, 100], 80, 8)).toBe(4);
    expect(countFittingItems(100, [100, 100], 80, 8)).toBe(0);
  });
});
