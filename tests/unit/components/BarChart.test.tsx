import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, percentOf } from '../../../resources/shared/BarChart';
import { renderInAdmin } from './renderInAdmin';

interface Row {
  id: string;
  name: string;
  enrolled: number;
  waiting: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Inglés', enrolled: 20, waiting: 5 },
  { id: 'b', name: 'Excel', enrolled: 10, waiting: 0 },
];
const enrolled = {
  key: 'enrolled',
  value: (row: Row) => row.enrolled,
  color: 'red',
  label: 'Matriculados',
};
const waiting = {
  key: 'waiting',
  value: (row: Row) => row.waiting,
  color: 'blue',
  label: 'En espera',
};

describe('BarChart', () => {
  it('measures each bar against the largest figure of every series', () => {
    expect(percentOf(10, 20)).toBe(50);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('says each row in words and draws its bars on one scale, hidden from screen readers', () => {
    renderInAdmin(
      <BarChart
        rows={rows}
        rowKey={(row) => row.id}
        series={[enrolled, waiting]}
        text={(row) => `${row.name}: ${row.enrolled} y ${row.waiting}`}
        label="Matrícula"
      />,
    );
    const list = screen.getByRole('list', { name: 'Matrícula' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('Inglés: 20 y 5')).toBeInTheDocument();
    expect(screen.getByTestId('bar-a-enrolled')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('bar-b-enrolled')).toHaveStyle({ width: '50%' });
    expect(screen.getByTestId('bar-a-waiting')).toHaveStyle({ width: '25%' });
    // The legend names the colours of several series.
    expect(screen.getByText('En espera')).toBeInTheDocument();
  });

  it('draws no legend for a single series', () => {
    renderInAdmin(
      <BarChart
        rows={rows}
        rowKey={(row) => row.id}
        series={[enrolled]}
        text={(row) => row.name}
      />,
    );
    expect(screen.queryByText('Matriculados')).not.toBeInTheDocument();
  });
});
