import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useIdleTimer } from 'react-idle-timer';
import {
  INACTIVITY_COUNTDOWN_SECONDS,
  INACTIVITY_DEBOUNCE_MS,
  INACTIVITY_TIMEOUT_MS,
} from '../../constants';
import type { EndingReason } from '../../../dataProviders/account/endings';

const COUNTDOWN_MS = INACTIVITY_COUNTDOWN_SECONDS * 1000;
/** Sent to the browser's other tabs when the user chooses 'Cerrar sesión' in one of them. */
const LOGOUT_MESSAGE = 'inactivity:logout';

/**
 * Inactivity: after 15 minutes without activity in any of the browser's tabs the warning
 * opens with a 30 s countdown; no answer or 'Cerrar sesión' logs out, 'Continuar Navegando'
 * starts over. Mounted once inside the authenticated layout.
 */
export function InactivityGuard() {
  const translate = useTranslate();
  const logout = useLogout();
  const countdownId = useId();
  const [prompted, setPrompted] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(INACTIVITY_COUNTDOWN_SECONDS);
  // The countdown's end and a click (or another tab) can both ask; one logout is enough.
  const loggingOut = useRef(false);

  /** `inactivity` when nobody answered (the sign-in page says so), none when the user chose. */
  const endSession = useCallback(
    (ending?: EndingReason) => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      setPrompted(false);
      logout({ ending }).catch((error: unknown) =>
        console.error('Logout after inactivity failed', error),
      );
    },
    [logout],
  );

  const { activate, getRemainingTime, message } = useIdleTimer({
    // The total idle time is the quiet period plus the countdown: the prompt opens at exactly 15 min.
    timeout: INACTIVITY_TIMEOUT_MS + COUNTDOWN_MS,
    promptBeforeIdle: COUNTDOWN_MS,
    // Activity detection is debounced by 500 ms: the library's `debounce` only delays onAction (unused
    // here); `eventsThrottle` is what limits how often activity is detected.
    eventsThrottle: INACTIVITY_DEBOUNCE_MS,
    crossTab: true,
    // Activity in one tab restarts the other tabs' timers (at most once per interval).
    syncTimers: INACTIVITY_DEBOUNCE_MS,
    onPrompt: () => {
      setSecondsLeft(INACTIVITY_COUNTDOWN_SECONDS);
      setPrompted(true);
    },
    onActive: () => setPrompted(false),
    onIdle: () => endSession('inactivity'),
    onMessage: (data: unknown) => {
      if (data === LOGOUT_MESSAGE) endSession();
    },
  });

  useEffect(() => {
    if (!prompted) return;
    const tick = setInterval(() => setSecondsLeft(Math.ceil(getRemainingTime() / 1000)), 1000);
    return () => clearInterval(tick);
  }, [prompted, getRemainingTime]);

  /** Closes the warning here and, through the idle timer, in the other tabs. */
  const continueBrowsing = () => {
    setPrompted(false);
    activate();
  };

  const logOutNow = () => {
    message(LOGOUT_MESSAGE);
    endSession();
  };

  return (
    <Dialog
      open={prompted}
      role="alertdialog"
      aria-describedby={countdownId}
      // Escape is an answer too (the user is here); a click beside the dialog is not.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') continueBrowsing();
      }}
    >
      <DialogTitle>{translate('inactivity.title')}</DialogTitle>
      <DialogContent>
        <Typography
          id={countdownId}
          variant="h4"
          component="p"
          align="center"
          aria-live="polite"
          aria-atomic="true"
        >
          {translate('inactivity.countdown', { smart_count: secondsLeft })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={logOutNow}>{translate('inactivity.logout')}</Button>
        <Button variant="contained" autoFocus onClick={continueBrowsing}>
          {translate('inactivity.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
