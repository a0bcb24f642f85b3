import { CircularProgress } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withSpinnerLabel } from '../../../src/layout/PortalLayout';
import { themes } from '../../../src/layout/themes';

describe('the layout theme', () => {
  it('names every spinner that has no name of its own', () => {
    render(
      <ThemeProvider theme={withSpinnerLabel(themes.light, 'Cargando')}>
        <CircularProgress />
        <CircularProgress aria-label="Cargando el mapa" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando el mapa' })).toBeInTheDocument();
  });
});
