import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useBasename, useLogin, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED } from '../../dataProviders/errors';
import { INACTIVE_EMPLOYEE } from './authProvider';
import { endingMessage, endingToShow, markEndingShown } from './endings';
import { peekRememberedLocation, postSignInPath, takeRememberedLocation } from './redirect';
import { useSession, useSessionStore } from './SessionContext';
import { useIdentityName, useIdentityUsername } from './IdentityContext';

interface FromState {
  nextPathname?: string;
  nextSearch?: string;
}

/** `/session/signin`: 'Load data' turns the identity provider's login into a portal session. */
export function SignInPage() {
  const translate = useTranslate();
  const signIn = useLogin();
  const navigate = useNavigate();
  const basename = useBasename();
  const location = useLocation();
  const { login } = useSession();
  const store = useSessionStore();
  const [signedInOnArrival] = useState(() => store.get().user !== null);
  const name = useIdentityName();
  const username = useIdentityUsername();
  // Why the last session ended, read on arrival: said once, to the user whose session it was.
  const [ending] = useState(() =>
    signedInOnArrival ? null : endingToShow(store.get().login.ending, username),
  );
  const endingNotice = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!ending) return;
    markEndingShown(ending);
    // Focused, so a screen reader reads it before the button.
    endingNotice.current?.focus();
  }, [ending]);

  const from = location.state as FromState | null;
  // react-admin keeps the full path of the page that sent the user here.
  const previous = from?.nextPathname?.startsWith(basename)
    ? `${from.nextPathname.slice(basename.length)}${from.nextSearch ?? ''}`
    : null;

  const target = () => `${basename}${postSignInPath(previous, peekRememberedLocation())}`;

  // Signed in already (a reload comes back through the provider to this page): go on.
  useEffect(() => {
    if (!signedInOnArrival) return;
    navigate(`${basename}${postSignInPath(previous, takeRememberedLocation())}`, { replace: true });
  }, [signedInOnArrival, previous, navigate, basename]);

  const loadData = async () => {
    setLoading(true);
    try {
      // react-admin's login also drops permissions cached while signed out, then navigates.
      await signIn({ force: login.force }, target());
      takeRememberedLocation();
    } catch {
      // The store holds the error shown below.
    } finally {
      setLoading(false);
    }
  };

  const stored = login.error && login.error !== SESSION_EXPIRED ? login.error : null;
  // A deactivated employee is told so in the portal's language, not with the server's English.
  const error = stored === INACTIVE_EMPLOYEE ? translate(INACTIVE_EMPLOYEE) : stored;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'primary.dark',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1">
            {translate('portal.name')}
          </Typography>
          {name && (
            <Typography color="text.secondary">
              {translate('session.signin.signedInAs', { name })}
            </Typography>
          )}
          {ending && (
            <Alert severity="warning" role="alert" tabIndex={-1} ref={endingNotice}>
              {translate(...endingMessage(ending.reason))}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {login.force ? `${error} ${translate('session.signin.activeSessionHint')}` : error}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={loadData}
            disabled={loading}
            startIcon={loading ? <CircularProgress size={20} color="inherit" /> : undefined}
          >
            {translate(login.force ? 'session.signin.signInAgain' : 'session.signin.loadData')}
          </Button>
          {loading && (
            <Typography role="status" variant="body2" color="text.secondary">
              {translate('session.signin.loading')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
