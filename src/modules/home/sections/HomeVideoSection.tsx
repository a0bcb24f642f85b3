import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { parseVideoUrl } from '../../../../contracts/home/links';
import type { CtaSettingRecord } from '../../../../dataProviders/home/settings';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { VideoPlayer } from '../../../../resources/shared/VideoPlayer';

/** The home page video (GET /CTAs/GetHomeVideo): embedded responsively, never autoplaying. */
export function HomeVideoSection() {
  const translate = useTranslate();
  const {
    data: video,
    isPending,
    error,
  } = useGetOne<CtaSettingRecord>('cta-settings', {
    id: 'Video',
  });
  const url = video?.active && video.sourceURL ? video.sourceURL : null;
  const title = video?.title || translate('homeSettings.sections.video.title');
  return (
    <SectionCard
      title="homeSettings.sections.video.title"
      isPending={isPending}
      error={error}
      isEmpty={!url || !parseVideoUrl(url)}
      emptyText="homeSettings.sections.video.empty"
    >
      {url && <VideoPlayer url={url} title={title} />}
      {video?.title && (
        <Typography variant="subtitle1" component="p" sx={{ mt: 1 }}>
          {video.title}
        </Typography>
      )}
    </SectionCard>
  );
}
