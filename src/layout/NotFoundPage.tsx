import SearchOff from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { PORTAL_BASE } from '../../contracts/runtimeConfig';

/** `/session/404`: no chrome, one button back to `/`. */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}
    >
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        <SearchOff sx={{ fontSize: 72 }} color="disabled" />
        <Typography variant="h4" component="h1">
          {translate('shell.notFound.title')}
        </Typography>
        <Typography color="text.secondary">{translate('shell.notFound.message')}</Typography>
        <Button variant="contained" onClick={() => navigate(`${basename}/`)}>
          {translate('shell.notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}

/** Any unknown path goes to the 404 page. */
export const CatchAll = () => <Navigate to={`${PORTAL_BASE}/session/404`} replace />;
