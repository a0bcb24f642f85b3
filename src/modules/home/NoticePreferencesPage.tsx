import { Alert, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DataProvider,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Language } from '../../../contracts/language';
import {
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  type NoticeChoices,
} from '../../../contracts/notifications';
import type { NotificationCalls } from '../../../dataProviders/notifications';
import { LeaveWarning } from '../../../resources/shared/LeaveWarning';
import { Loaded } from '../../../resources/shared/Loaded';
import { PageSection } from '../../../resources/shared/PageSection';
import { RadioChoices } from '../../../resources/shared/RadioChoices';

/**
 * The signed-in employee's notice preferences: the language notices and e-mails are written in,
 * and per kind of notice the portal only or the portal and e-mail (said unavailable when e-mail
 * cannot reach them). Saving the language switches the portal's too.
 */
export function NoticePreferencesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<DataProvider & NotificationCalls>();
  const queryClient = useQueryClient();
  const queryKey = ['notifications', 'preferences'];
  const {
    data: stored,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey,
    queryFn: async () => (await dataProvider.noticePreferences('notifications')).data,
  });
  // What the reader changed since the last read or save.
  const [edited, setEdited] = useState<NoticeChoices>();
  const choices: NoticeChoices | undefined =
    edited ?? (stored && { language: stored.language, channels: stored.channels });
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!choices) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.saveNoticePreferences('notifications', choices);
      queryClient.setQueryData(queryKey, data);
      setEdited(undefined);
      setLocale(data.language);
      notify('notifications.preferences.saved', { type: 'success' });
    } catch {
      notify('notifications.preferences.saveFailed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageSection title={translate('notifications.preferences.title')} maxWidth={640}>
      <Loaded
        isPending={isPending}
        error={error}
        retry={() => void refetch()}
        label="notifications.preferences.loading"
      >
        {choices && stored && (
          <Stack spacing={3} component="form" onSubmit={(event) => event.preventDefault()}>
            <LeaveWarning dirty={edited !== undefined && !saving} />
            {!stored.emailAvailable && (
              <Alert severity="info">{translate('notifications.preferences.noEmail')}</Alert>
            )}
            <RadioChoices<Language>
              label="notifications.preferences.language"
              value={choices.language}
              choices={[
                { id: 'es', name: 'Español' },
                { id: 'en', name: 'English' },
              ]}
              onChange={(language) => setEdited({ ...choices, language })}
              row
            />
            {NOTICE_KINDS.map((kind) => (
              <RadioChoices
                key={kind}
                label={`notifications.preferences.kinds.${kind}`}
                value={choices.channels[kind]}
                choices={NOTICE_CHANNELS.map((channel) => ({
                  id: channel,
                  name: translate(`notifications.preferences.channels.${channel}`),
                }))}
                onChange={(channel) =>
                  setEdited({ ...choices, channels: { ...choices.channels, [kind]: channel } })
                }
              />
            ))}
            <Button
              variant="contained"
              type="submit"
              onClick={save}
              disabled={saving}
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate('notifications.preferences.save')}
            </Button>
          </Stack>
        )}
      </Loaded>
    </PageSection>
  );
}
