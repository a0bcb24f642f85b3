import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseVideoUrl, videoEmbedUrl } from '../../contracts/home/links';

/**
 * A responsive 16:9 video: YouTube through youtube-nocookie and Vimeo with "do not track" (no
 * cookies before play), an .mp4 in a <video> with controls. Nothing plays by itself. A video that
 * cannot load (its file fails, or there is no connection for the player) says so in words
 * instead of a broken frame.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const source = parseVideoUrl(url);
  if (!source) return null;
  // A player's iframe reports no failure: offline, it would show the browser's error page.
  if (failed || (source.kind !== 'mp4' && !navigator.onLine)) {
    return (
      <Alert severity="warning" role="status">
        {translate('components.video.unavailable')}
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'common.black',
        '& > iframe, & > video': { position: 'absolute', inset: 0, width: '100%', height: '100%' },
      }}
    >
      {source.kind === 'mp4' ? (
        <video
          src={source.url}
          controls
          preload="metadata"
          title={title}
          aria-label={title}
          onError={() => setFailed(true)}
        >
          <track kind="captions" />
        </video>
      ) : (
        <iframe
          src={videoEmbedUrl(source)}
          title={title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}
