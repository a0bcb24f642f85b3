import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTabs, tabPanel } from '../../../resources/shared/PageTabs';

const TABS = ['mine', 'all'] as const;

function Page() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('mine');
  return (
    <>
      <PageTabs
        id="things"
        label="Things"
        tabs={TABS}
        value={tab}
        onChange={setTab}
        labelOf={(one) => (one === 'mine' ? 'Mine' : 'All')}
      />
      <div {...tabPanel('things', tab)}>{tab} shown</div>
    </>
  );
}

describe('PageTabs', () => {
  it('names its strip, labels each tab and ties the shown one to its panel', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeInTheDocument();
    const mine = screen.getByRole('tab', { name: 'Mine' });
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(mine).toHaveAttribute('aria-controls', 'things-panel-mine');
    expect(screen.getByRole('tab', { name: 'All' })).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('tabpanel', { name: 'Mine' })).toHaveTextContent('mine shown');
  });

  it('shows the tab chosen, its panel named by it', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('all shown');
  });
});
