import HomeIcon from '@mui/icons-material/Home';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useModuleTextsArrival } from '../i18n/useModuleTextsArrival';
import { isRegisteredPath, routes } from '../routes';
import { breadcrumbsFor, crumbLabelKey, isFormSegment, routeSpelling } from './breadcrumbs';
import { useBreadcrumbNames } from '../../resources/shared/breadcrumbNames';

const spelledAsRoute = routeSpelling(routes.map((route) => route.path));

/** A home link plus the route segments, with translated labels and record names. */
export function Breadcrumbs() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const names = useBreadcrumbNames();
  // A page's segment names come with its module's texts, after the breadcrumbs first render.
  useModuleTextsArrival();
  const crumbs = breadcrumbsFor(pathname.slice(basename.length));
  return (
    <MuiBreadcrumbs
      aria-label={translate('shell.breadcrumbs')}
      sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}
    >
      <Link
        component={RouterLink}
        to={`${basename}/Inicio`}
        underline="hover"
        color="inherit"
        sx={{ display: 'flex', alignItems: 'center' }}
        aria-label={translate('routes.Inicio')}
      >
        <HomeIcon fontSize="small" />
      </Link>
      {crumbs.map((crumb, index) => {
        const label = crumb.isId
          ? (names.get(crumb.to) ?? `#${crumb.segment}`)
          : translate(crumbLabelKey(spelledAsRoute(crumb.segment)), { _: crumb.segment });
        const last = index === crumbs.length - 1;
        return last || isFormSegment(crumb.segment) || !isRegisteredPath(crumb.to) ? (
          <Typography
            key={crumb.to}
            color={last ? 'text.primary' : 'inherit'}
            aria-current={last ? 'page' : undefined}
          >
            {label}
          </Typography>
        ) : (
          <Link
            key={crumb.to}
            component={RouterLink}
            to={`${basename}${crumb.to}`}
            underline="hover"
            color="inherit"
          >
            {label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
