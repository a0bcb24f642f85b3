import { Alert, Box } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { type RefusedPage, refusedPage } from './access';

interface Refusal extends RefusedPage {
  /** The path it was said on, and the history entry that brought it. */
  at: string;
  arrival: string;
  closed: boolean;
}

/**
 * Where the route guard sent the user (`/inicio`), says which page was refused. The state that
 * carries it is dropped from the history entry at once, so a reload or a step back does not say
 * it again; the notice goes when the user goes elsewhere or closes it.
 */
export function RefusedPageNotice() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<Refusal | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const { pathname, search, hash, state, key } = useLocation();
  const arriving = refusedPage(state, basename);

  // Kept from the arrival until the user goes elsewhere (adjusted while rendering, not in an effect).
  if (arriving && refused?.arrival !== key) {
    setRefused({ ...arriving, at: pathname, arrival: key, closed: false });
  } else if (!arriving && refused && refused.at !== pathname) {
    setRefused(null);
  }

  // A layout effect: it runs before the browser handles another event. As a passive effect it
  // could run after a click on a link, and replace the page the user went to with this one.
  useLayoutEffect(() => {
    if (!refusedPage(state, basename)) return;
    navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [state, basename, pathname, search, hash, navigate]);

  const arrival = refused?.arrival;
  useEffect(() => {
    // Focused, so a screen reader reads it first.
    if (arrival) notice.current?.focus();
  }, [arrival]);

  if (!refused || refused.closed) return null;
  const page = refused.labelKey ? translate(refused.labelKey, { _: refused.path }) : refused.path;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Alert
        severity="warning"
        role="alert"
        tabIndex={-1}
        ref={notice}
        closeText={translate('ra.action.close')}
        onClose={() => setRefused({ ...refused, closed: true })}
      >
        {translate('shell.refused', { page })}
      </Alert>
    </Box>
  );
}
