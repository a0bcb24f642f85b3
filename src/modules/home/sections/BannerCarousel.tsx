import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { type FocusEvent, useEffect, useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { CtaRecord } from '../../../../dataProviders/home/settings';
import { prefersReducedMotion } from '../../../../resources/shared/motion';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { ContentImage } from './ContentLink';

/** How long a banner shows before the next one. */
const BANNER_INTERVAL_MS = 7000;

/**
 * The home page banners (GET /CTAs/GetAllBanner) as an accessible carousel (WAI-ARIA APG):
 * previous/next, a pause/play control and one dot per banner; it advances by itself only while
 * nobody hovers or focuses it, and never with reduced motion. Each image has its alternative text
 * and may link to a portal page or an https site.
 */
export function BannerCarousel({ interval = BANNER_INTERVAL_MS }: { interval?: number }) {
  const translate = useTranslate();
  const regionId = useId();
  const { data, isPending, error } = useGetList<CtaRecord>('banners', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'order', order: 'ASC' },
    filter: { active: true },
  });
  const banners = (data ?? []).filter((banner) => banner.imageURL);
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const rotating = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, count, interval]);

  const current = count ? index % count : 0;
  const go = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <SectionCard
      title="homeSettings.sections.banners.title"
      isPending={isPending}
      error={error}
      isEmpty={count === 0}
      emptyText="homeSettings.sections.banners.empty"
    >
      <Box
        // The card is the section landmark already; the carousel is a group inside it (APG).
        role="group"
        aria-roledescription={translate('homeSettings.sections.banners.carousel')}
        aria-label={translate('homeSettings.sections.banners.carouselLabel')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <Box
          id={regionId}
          aria-live={rotating ? 'off' : 'polite'}
          sx={{ position: 'relative', overflow: 'hidden', borderRadius: 1 }}
        >
          {banners.map((banner, position) => (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription={translate('homeSettings.sections.banners.slide')}
              aria-label={translate('homeSettings.sections.banners.position', {
                n: position + 1,
                total: count,
              })}
              hidden={position !== current}
              sx={{ position: 'relative' }}
            >
              <ContentImage
                src={banner.imageURL!}
                alt={banner.title ?? ''}
                href={banner.sourceURL}
                sx={{ aspectRatio: { xs: '2 / 1', sm: '3 / 1' } }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  p: { xs: 1, sm: 2 },
                  color: 'common.white',
                  background: 'linear-gradient(transparent, rgba(0,0,0,0.72))',
                  pointerEvents: 'none',
                }}
              >
                {/* The title is the image's alternative text already. */}
                <Typography
                  aria-hidden
                  sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.25rem' } }}
                >
                  {banner.title}
                </Typography>
                {banner.description && (
                  <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                    {banner.description}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
        {count > 1 && (
          <Stack
            direction="row"
            alignItems="center"
            justifyContent="center"
            spacing={0.5}
            sx={{ mt: 1 }}
          >
            <IconButton
              aria-label={translate(
                stopped
                  ? 'homeSettings.sections.banners.play'
                  : 'homeSettings.sections.banners.pause',
              )}
              onClick={() => setStopped((value) => !value)}
              size="small"
            >
              {stopped ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
            </IconButton>
            <IconButton
              aria-label={translate('homeSettings.sections.banners.previous')}
              aria-controls={regionId}
              onClick={() => go(current - 1)}
              size="small"
            >
              <ChevronLeft />
            </IconButton>
            {banners.map((banner, position) => (
              <IconButton
                key={banner.id}
                aria-label={translate('homeSettings.sections.banners.goTo', {
                  n: position + 1,
                  title: banner.title ?? '',
                })}
                aria-controls={regionId}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                size="small"
                sx={{ p: 1 }}
              >
                <Box
                  component="span"
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: position === current ? 'primary.main' : 'action.disabled',
                  }}
                />
              </IconButton>
            ))}
            <IconButton
              aria-label={translate('homeSettings.sections.banners.next')}
              aria-controls={regionId}
              onClick={() => go(current + 1)}
              size="small"
            >
              <ChevronRight />
            </IconButton>
          </Stack>
        )}
      </Box>
    </SectionCard>
  );
}
