import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBasename, useLogin, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED } from '../../dataProviders/errors';
import { INACTIVE_EMPLOYEE } from './authProvider';
import { endingMessage, endingToShow, markEndingShown } from './endings';
import {
  peekRememberedLocation,
  postSignInPath,
  rememberLocation,
  takeRememberedLocation,
} from './redirect';
import { useSession, useSessionStore } from './SessionContext';
import { useIdentity } from './IdentityContext';

interface FromState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * `/session/signin`: 'Load data' turns the identity provider's login into a portal session. A page
 * without a fresh sign-in at the provider (it started from a stored session, or its ID token is
 * old) goes to the provider first, which comes back here.
 */
export function SignInPage() {
  const translate = useTranslate();
  const signIn = useLogin();
  const navigate = useNavigate();
  const basename = useBasename();
  const location = useLocation();
  const { login } = useSession();
  const store = useSessionStore();
  const [signedInOnArrival] = useState(() => store.get().user !== null);
  const identity = useIdentity();
  const [atProvider] = useState(() => identity.signedIn());
  const toProvider = !signedInOnArrival && !atProvider;
  const name = atProvider?.name ?? null;
  // Why the last session ended, read on arrival: said once, to the user whose session it was.
  const [ending] = useState(() =>
    signedInOnArrival ? null : endingToShow(store.get().login.ending, atProvider?.username ?? null),
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

  // No sign-in at the provider to load data with: its login first (or straight back, when the
  // provider's session is still open); the ending is said on the way back.
  const nextPathname = from?.nextPathname;
  const nextSearch = from?.nextSearch ?? '';
  const toProviderLogin = useCallback(() => {
    // Router state does not survive the trip: the page that sent the user here is remembered.
    if (nextPathname) rememberLocation({ pathname: nextPathname, search: nextSearch });
    return identity.signIn();
  }, [identity, nextPathname, nextSearch]);
  useEffect(() => {
    if (toProvider) void toProviderLogin();
  }, [toProvider, toProviderLogin]);

  // Signed in already (a reload of this page, another tab's sign-in): go on.
  useEffect(() => {
    if (!signedInOnArrival) return;
    navigate(`${basename}${postSignInPath(previous, takeRememberedLocation())}`, { replace: true });
  }, [signedInOnArrival, previous, navigate, basename]);

  const loadData = async () => {
    // The page stayed open past the ID token's life: a new one from the provider, then Load data.
    if (!identity.signedIn()) return toProviderLogin();
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
          {toProvider ? (
            <Typography role="status" color="text.secondary">
              {translate('session.signin.toProvider')}
            </Typography>
          ) : (
            <>
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
                  {login.force
                    ? `${error} ${translate('session.signin.activeSessionHint')}`
                    : error}
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
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
