import { useEffect, useState } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';

/**
 * Asks before a form kept in the page's state is left while `dirty` — by a link in the portal,
 * Back, a reload or closing the tab — as react-admin's `warnWhenUnsavedChanges` does for its
 * forms (ContractForm, AdminFormPage), in the same words.
 */
export function LeaveWarning({ dirty }: { dirty: boolean }) {
  // The router can only hold a navigation back when it is a data router (the portal's is).
  const canBlock = useCanBlock();
  return dirty && canBlock ? <BlockLeaving /> : null;
}

/**
 * Whether a form kept in the page's state holds typed data: its values (plain data) differ from
 * those it opened with. A form passes what a person would lose by leaving, not what it loaded.
 */
export function useTyped(values: unknown): boolean {
  const [opened] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== opened;
}

/** Mounted only while there is something to lose: every navigation asks first. */
function BlockLeaving() {
  const translate = useTranslate();
  const blocker = useBlocker(true);
  const { state, proceed, reset } = blocker;
  useEffect(() => {
    if (state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) proceed?.();
    else reset?.();
  }, [state, proceed, reset, translate]);
  useEffect(() => {
    // Closing the tab or reloading: the browser asks in its own words.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return null;
}
