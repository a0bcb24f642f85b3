import { PageSection } from '../../../resources/shared/PageSection';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { AccountsRecord, ParticipationRecord } from '../../../dataProviders/lss/lss';

/** A survey page: the main landmark, its title in the top bar (the h1), then its content. */
export function LssPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={translate(title)} />
      {children}
    </Stack>
  );
}

/** A section of a survey page: a card titled by an h2 (`title` an i18n key, with its `args`). */
export function LssCard({
  title,
  args,
  children,
}: {
  title: string;
  args?: Record<string, unknown>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return <PageSection title={translate(title, args)}>{children}</PageSection>;
}

/**
 * What the survey pages need first: my place (GET /account) and whether I answered this quarter
 * (GET /LSS?username=, my own user name: the service refuses anyone else's).
 */
export function useMySurvey() {
  const { identity, isPending: identityPending } = useGetIdentity();
  const username = identity?.username as string | undefined;
  const accounts = useGetOne<AccountsRecord>('lss-accounts', { id: 'mine' });
  const participation = useGetOne<ParticipationRecord>(
    'lss-survey',
    { id: username ?? '' },
    // Read again on every visit: an answer sent a moment ago must show.
    { enabled: Boolean(username), refetchOnMount: 'always' },
  );
  return {
    accounts: accounts.data,
    participation: participation.data,
    isPending: identityPending || accounts.isPending || participation.isPending,
    error: accounts.error ?? participation.error,
  };
}
