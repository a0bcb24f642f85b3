import EmojiEvents from '@mui/icons-material/EmojiEvents';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Place from '@mui/icons-material/Place';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link as MuiLink,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CALENDAR_APPLICATION, parseVideoUrl } from '../../../contracts/home/links';
import type { GoldenReferrer } from '../../../contracts/home/messages';
import type { CalendarActivity, Cta } from '../../../contracts/home/settings';
import type { PositionRecord } from '../../../dataProviders/referrals/referrals';
import { SectionCard } from '../../../resources/shared/SectionCard';
import { VideoPlayer } from '../../../resources/shared/VideoPlayer';
import { twoColumnGrid } from '../../../resources/shared/cardGrid';
import { MyReferralLines } from './MyReferralLines';
import { groupByCategory } from '../../../resources/referrals/shared/positions';
import { useMyReferrals } from './useMyReferrals';
import { useFormatInstant } from '../../../resources/shared/dates';

/** How many of my referrals and of the golden referrers the page shows. */
const TOP_REFERRALS = 3;
const GOLDEN_REFERRERS = 5;
/** Gold, silver and bronze for the first three places. */
const MEDALS = ['#8a6d0b', '#5f5f5f', '#8b4513'];

/** A link of the content: a portal page in the portal, anything else in a new tab. */
function ContentAnchor({ href, children }: { href: string; children: ReactNode }) {
  const basename = useBasename();
  return href.startsWith('/') ? (
    <MuiLink component={Link} to={`${basename}${href}`}>
      {children}
    </MuiLink>
  ) : (
    <MuiLink href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </MuiLink>
  );
}

/** The programme's video (GET /CTAs/GetRAFTVideo), never playing by itself. */
function VideoSection() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<Omit<Cta, 'id'> & { id: string }>('cta-settings', {
    id: 'RaftVideo',
  });
  const url = data?.active && data.sourceURL ? data.sourceURL : null;
  return (
    <SectionCard
      title="referrals.home.video"
      isPending={isPending}
      error={error}
      isEmpty={!url || !parseVideoUrl(url)}
      emptyText="referrals.home.noVideo"
    >
      {url && <VideoPlayer url={url} title={data?.title || translate('referrals.home.video')} />}
    </SectionCard>
  );
}

/** The programme's banners (GET /api/Common/GetRAFTImages), in their order. */
function BannersSection() {
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Cta>('raft-images', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'order', order: 'ASC' },
    filter: { active: true },
  });
  const banners = data.filter((banner) => banner.imageURL);
  return (
    <SectionCard
      title="referrals.home.banners"
      isPending={isPending}
      error={error}
      isEmpty={banners.length === 0}
      emptyText="referrals.home.noBanners"
    >
      <Stack spacing={2}>
        {banners.map((banner) => {
          const image = (
            <Box
              component="img"
              src={banner.imageURL!}
              alt={banner.title ?? ''}
              sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1 }}
            />
          );
          return (
            <Box key={banner.id}>
              {banner.sourceURL ? (
                <ContentAnchor href={banner.sourceURL}>{image}</ContentAnchor>
              ) : (
                image
              )}
              {banner.description && (
                <Typography variant="body2" color="text.secondary">
                  {banner.description}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}

/** The next activities of the programme's calendar (application 2). */
function CalendarSection() {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<CalendarActivity>('calendar-activities', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'startsAt', order: 'ASC' },
    filter: { applicationId: CALENDAR_APPLICATION.baf, upcoming: true, active: true },
  });
  const formatInstant = useFormatInstant();
  return (
    <SectionCard
      title="referrals.home.calendar"
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      emptyText="referrals.home.noActivities"
    >
      <List disablePadding>
        {data.map((activity) => (
          <ListItem key={activity.id} disableGutters divider>
            <ListItemText
              primary={activity.title}
              secondary={
                <>
                  {formatInstant(activity.startsAt, { time: true })}
                  {activity.location && (
                    <>
                      <br />
                      <Place fontSize="inherit" aria-hidden sx={{ verticalAlign: 'middle' }} />{' '}
                      {activity.location}
                    </>
                  )}
                  {activity.link && (
                    <>
                      <br />
                      <ContentAnchor href={activity.link}>
                        {translate('referrals.home.activityMore', { title: activity.title })}
                      </ContentAnchor>
                    </>
                  )}
                </>
              }
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

/** My last three referrals (GetTopMyReferals, size 3) and the way to all of them. */
function MyTopReferralsSection() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data = [], isPending, error } = useMyReferrals(TOP_REFERRALS);
  return (
    <SectionCard
      title="referrals.home.myTop"
      action={
        <Button component={Link} to={`${basename}/BAF/MyReferrals`} size="small">
          {translate('referrals.home.seeAll')}
        </Button>
      }
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      emptyText="referrals.mine.empty"
    >
      <MyReferralLines referrals={data} />
    </SectionCard>
  );
}

/** The employees whose referrals were hired most (GET /api/Raft/GetGoldenReferresList). */
function GoldenReferrersSection() {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<GoldenReferrer & { id: string }>('golden-referrers', {
    pagination: { page: 1, perPage: GOLDEN_REFERRERS },
    sort: { field: 'hiredReferrals', order: 'DESC' },
  });
  return (
    <SectionCard
      title="referrals.home.golden"
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      emptyText="referrals.home.noGolden"
    >
      <List component="ol" dense disablePadding aria-label={translate('referrals.home.golden')}>
        {data.map((referrer, index) => (
          <ListItem key={referrer.id} disableGutters component="li">
            <ListItemAvatar>
              <Avatar
                sx={{ bgcolor: MEDALS[index] ?? 'primary.main' }}
                role="img"
                aria-label={translate('referrals.home.rank', { rank: index + 1 })}
              >
                {index < MEDALS.length ? <EmojiEvents /> : index + 1}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={referrer.fullName}
              secondary={translate('referrals.home.hired', {
                smart_count: referrer.hiredReferrals,
              })}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

/** The open positions (GetPositions/0), grouped by category, each with its sites. */
function PositionsSection() {
  const {
    data = [],
    isPending,
    error,
  } = useGetList<PositionRecord>('referral-positions', {
    filter: { locationId: 0 },
  });
  return (
    <SectionCard
      title="referrals.home.positions"
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      emptyText="referrals.home.noPositions"
    >
      <Stack spacing={2}>
        {groupByCategory(data).map(({ category, positions }) => (
          <Box key={category} component="section" aria-label={category}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {category}
            </Typography>
            <List dense disablePadding>
              {positions.map((position) => (
                <ListItem key={position.id} disableGutters divider>
                  <ListItemText
                    primary={position.title}
                    secondary={
                      <Box
                        component="span"
                        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
                      >
                        {position.locations.map((location) => (
                          <Chip
                            key={location.id}
                            component="span"
                            size="small"
                            variant="outlined"
                            label={location.name}
                          />
                        ))}
                      </Box>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

/**
 * `/BAF/Home`: the Bring a friend programme: the call to refer someone, its video, banners and
 * calendar, my last referrals, the golden referrers and the open positions.
 */
export function ReferralHomePage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('referrals.home.title')} />
      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('referrals.home.headline')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{translate('referrals.home.intro')}</Typography>
          <Button
            component={Link}
            to={`${basename}/BAF/form`}
            variant="contained"
            size="large"
            startIcon={<PersonAdd />}
            // White on the banner's colour: the call stands out and keeps its contrast.
            sx={{
              bgcolor: 'common.white',
              color: 'primary.main',
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            {translate('referrals.home.refer')}
          </Button>
        </CardContent>
      </Card>
      <Box sx={twoColumnGrid}>
        <MyTopReferralsSection />
        <GoldenReferrersSection />
        <VideoSection />
        <BannersSection />
        <CalendarSection />
        <PositionsSection />
      </Box>
    </Stack>
  );
}
