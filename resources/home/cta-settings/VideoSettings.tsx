import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { homeVideoBody, parseVideoUrl } from '../../../contracts/home/settings';
import { VideoPlayer } from '../../shared/VideoPlayer';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { SETTINGS_MESSAGES } from '../shared/homeSettings';
import { SettingsTabs } from '../shared/SettingsTabs';

const resolver = contractResolver(homeVideoBody, { messages: SETTINGS_MESSAGES });

function VideoPreview() {
  const translate = useTranslate();
  const url = useWatch({ name: 'sourceURL' }) as string | null | undefined;
  const title = useWatch({ name: 'title' }) as string | null | undefined;
  if (!url) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('homeSettings.video.preview')}
      </Typography>
      {parseVideoUrl(url.trim()) ? (
        <VideoPlayer url={url.trim()} title={title || translate('homeSettings.video.title')} />
      ) : (
        <Typography color="text.secondary">
          {translate('homeSettings.validation.videoUrl')}
        </Typography>
      )}
    </>
  );
}

interface VideoSettingsProps {
  /** The home page's video (default) or Bring a friend's (`RaftVideo`). */
  setting?: 'Video' | 'RaftVideo';
  /** i18n key of the page title. */
  title?: string;
}

/**
 * `/Video/Settings`: the home page video (GET /CTAs/GetHomeVideo, PUT /CTAs/UpdateHomeVideo);
 * Bring a friend's video (`/BAF/Video`, GET /CTAs/GetRAFTVideo) reuses it.
 */
export function VideoSettings({
  setting = 'Video',
  title = 'homeSettings.video.title',
}: VideoSettingsProps) {
  const translate = useTranslate();
  return (
    <AdminFormPage
      resource="cta-settings"
      header={setting === 'Video' && <SettingsTabs />}
      id={setting}
      editTitle={title}
      resolver={resolver}
      sx={{ maxWidth: 720 }}
    >
      <TextInput source="sourceURL" fullWidth helperText={translate('homeSettings.video.help')} />
      <TextInput source="title" fullWidth />
      <VideoPreview />
    </AdminFormPage>
  );
}

/** `/BAF/Video`: Bring a friend's video (PUT /CTAs/UpdateCTA with its Id). */
export const RaftVideoSettings = () => <VideoSettings setting="RaftVideo" title="menu.bafVideo" />;
