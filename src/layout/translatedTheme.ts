import type { Theme } from '@mui/material';
import type { TranslateFunction } from 'react-admin';

type PaginationItem = 'page' | 'first' | 'last' | 'next' | 'previous' | string;

/**
 * What MUI's components say to screen readers by default (English: "Go to page 2", "pagination
 * navigation", "Close"…), in the user's language, for every such component of the portal's pages,
 * react-admin's own included.
 */
export function withTranslatedLabels(theme: Theme, translate: TranslateFunction): Theme {
  const pageLabel = (type: PaginationItem, page: number | null, selected: boolean) =>
    type === 'page'
      ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page })
      : translate(`ra.navigation.${type}`);
  const components = (theme.components ?? {}) as Record<string, { defaultProps?: object }>;
  const withDefaults = (name: string, defaults: object) => ({
    [name]: {
      ...components[name],
      defaultProps: { ...components[name]?.defaultProps, ...defaults },
    },
  });
  const close = translate('ra.action.close');
  return {
    ...theme,
    components: {
      ...components,
      ...withDefaults('MuiCircularProgress', { 'aria-label': translate('ra.page.loading') }),
      ...withDefaults('MuiPagination', {
        'aria-label': translate('components.pagination'),
        getItemAriaLabel: pageLabel,
      }),
      ...withDefaults('MuiTablePagination', {
        getItemAriaLabel: (type: PaginationItem) => translate(`ra.navigation.${type}`),
        labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
      }),
      ...withDefaults('MuiAlert', { closeText: close }),
      ...withDefaults('MuiAutocomplete', {
        clearText: translate('ra.action.clear_input_value'),
        closeText: close,
        openText: translate('ra.action.open'),
        loadingText: translate('ra.page.loading'),
        noOptionsText: translate('components.noOptions'),
      }),
      ...withDefaults('MuiBreadcrumbs', { expandText: translate('components.showPath') }),
    } as Theme['components'],
  };
}
