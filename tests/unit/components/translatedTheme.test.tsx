import { CircularProgress, Pagination } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { withTranslatedLabels } from '../../../src/layout/translatedTheme';
import { themes } from '../../../src/layout/themes';
import { spanish } from '../helpers/portalMessages';

const { translate } = polyglotI18nProvider(() => spanish, 'es');

describe('the layout theme', () => {
  it('names every spinner that has no name of its own', () => {
    render(
      <ThemeProvider theme={withTranslatedLabels(themes.light, translate)}>
        <CircularProgress />
        <CircularProgress aria-label="Cargando el mapa" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando el mapa' })).toBeInTheDocument();
  });

  it('names MUI’s pages in the user’s language, never “Go to page”', () => {
    render(
      <ThemeProvider theme={withTranslatedLabels(themes.light, translate)}>
        <Pagination count={3} page={1} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeInTheDocument();
  });
});
