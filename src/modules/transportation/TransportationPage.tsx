import EventSeat from '@mui/icons-material/EventSeat';
import Place from '@mui/icons-material/Place';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { Title, useBasename, useGetList, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  type NearbyRoute,
  type TransportHome,
  type TransportRequest,
  transportWorkflow,
} from '../../../contracts/transportation/transportation';
import type { NearbyId, NearbyRecord } from '../../../dataProviders/transportation/transportation';
import { ApprovalStatusChip } from '../../../resources/shared/approvals/ApprovalStatusChip';
import { FactList } from '../../../resources/shared/FactList';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { PageSection } from '../../../resources/shared/PageSection';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { useFormatDay } from '../../../resources/shared/dates';
import { twoColumnGrid } from '../../../resources/shared/cardGrid';
import {
  MY_LOCATION_PATH,
  MY_REQUESTS,
  MY_REQUESTS_ANCHOR,
  NEARBY,
} from '../../../resources/transportation/shared/paths';
import { SeatRequestForm, type WantedRoute } from './SeatRequestForm';
import {
  useRereadTransport,
  useTransportWords,
} from '../../../resources/transportation/shared/transportParts';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

/** The link to My location, where the home is set. */
function MyLocationLink({ label }: { label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}${MY_LOCATION_PATH}`} startIcon={<Place />}>
      {translate(label)}
    </Button>
  );
}

/** Where I live as the service knows it, or a prompt to say it on My location. */
function MyHome({ home }: { home: TransportHome | null }) {
  const translate = useTranslate();
  if (!home) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" data-testid="no-home">
          {translate('transportation.home.none')}
        </Alert>
        <MyLocationLink label="transportation.home.set" />
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FactList
        facts={[
          { label: 'transportation.home.district', value: home.districtName },
          { label: 'transportation.home.canton', value: home.cantonName },
          { label: 'transportation.home.province', value: home.provinceName },
          { label: 'transportation.home.address', value: home.address || undefined },
        ]}
      />
      <MyLocationLink label="transportation.home.change" />
    </Stack>
  );
}

/** One route: how near it passes, its days, seats left and its stops in order. */
function RouteCard({ route, onWant }: { route: NearbyRoute; onWant: (id: number) => void }) {
  const translate = useTranslate();
  const words = useTransportWords();
  const full = route.seatsLeft <= 0;
  const headingId = `transport-route-${route.id}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        minWidth: 0,
      }}
    >
      <Stack spacing={1}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {route.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {route.nearness && (
            <Chip
              size="small"
              color="primary"
              icon={<Place />}
              label={translate(`transportation.nearness.${route.nearness}`)}
            />
          )}
          <Chip size="small" label={words.direction(route.direction)} />
          <Chip
            size="small"
            color={full ? 'default' : 'success'}
            variant="outlined"
            label={
              full
                ? translate('transportation.full')
                : translate('transportation.seatsLeft', { smart_count: route.seatsLeft })
            }
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('transportation.routeFacts', {
            site: route.site,
            days: words.days(route.days),
          })}
        </Typography>
        <List
          dense
          component="ol"
          aria-label={translate('transportation.stopsOf', { route: route.name })}
          sx={{ py: 0 }}
        >
          {route.stops.map((stop) => (
            <ListItem key={stop.id} disableGutters sx={{ py: 0 }}>
              <ListItemText
                primary={words.stop(stop)}
                secondary={
                  stop.id === route.nearestStopId
                    ? translate('transportation.nearestStop')
                    : undefined
                }
                slotProps={{
                  primary: {
                    sx: {
                      overflowWrap: 'anywhere',
                      fontWeight: stop.id === route.nearestStopId ? 600 : undefined,
                    },
                  },
                }}
              />
            </ListItem>
          ))}
        </List>
        <Box>
          <Button
            variant="outlined"
            startIcon={<EventSeat />}
            disabled={full}
            onClick={() => onWant(route.id)}
            aria-label={translate('transportation.wantNamed', { route: route.name })}
          >
            {translate('transportation.want')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The routes near home in the direction chosen, or every route when none is near. */
function NearbyRoutes({
  direction,
  onDirection,
  onWant,
}: {
  direction: NearbyId;
  onDirection: (direction: NearbyId) => void;
  onWant: (id: number) => void;
}) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<NearbyRecord>(NEARBY, { id: direction });
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={direction}
        onChange={(_event, value: NearbyId | null) => value && onDirection(value)}
        aria-label={translate('transportation.directionFilter')}
        sx={{ flexWrap: 'wrap' }}
      >
        {(['all', 'inbound', 'outbound'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`transportation.directionChoice.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isPending ? (
        <LoadingSkeleton height={240} label="transportation.loading" />
      ) : error || !data ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : (
        <>
          {!data.nearby && (
            <Alert severity="info" data-testid="nothing-near">
              {translate(data.home ? 'transportation.nothingNear' : 'transportation.allRoutes')}
            </Alert>
          )}
          {data.routes.length === 0 ? (
            <Alert severity="info">{translate('transportation.noRoutes')}</Alert>
          ) : (
            <Box sx={twoColumnGrid}>
              {data.routes.map((route) => (
                <RouteCard key={route.id} route={route} onWant={onWant} />
              ))}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

/** Gives my open request back (pending or approved), once confirmed: it stays, cancelled. */
function CancelButton({ request }: { request: TransportRequest }) {
  const translate = useTranslate();
  const reread = useRereadTransport();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancel, { isPending }] = useUpdate<TransportRequest>();
  const withdraw = async () => {
    setRefusal(null);
    try {
      await cancel(
        MY_REQUESTS,
        { id: request.id, data: {}, previousData: request },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      await reread();
    } catch (error) {
      setRefusal(refusalOf(error).message || translate('components.serviceFailure.message'));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setAsking(true)}
        aria-label={translate('transportation.mine.cancelNamed', { route: request.routeName })}
      >
        {translate('transportation.mine.cancel')}
      </Button>
      <RefusalAlert refusal={refusal} />
      <ConfirmDialog
        open={asking}
        content={translate('transportation.mine.confirmCancel', { route: request.routeName })}
        loading={isPending}
        onConfirm={() => void withdraw()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/** My requests, newest first: route, stop, first day, status and a rejection's reason. */
function MyRequests() {
  const translate = useTranslate();
  const day = useFormatDay();
  const words = useTransportWords();
  const { data, isPending, error, refetch } = useGetList<TransportRequest>(MY_REQUESTS, {
    pagination: { page: 1, perPage: 50 },
  });
  if (isPending) return <LoadingSkeleton height={120} label="transportation.loading" />;
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data?.length) return <Alert severity="info">{translate('transportation.mine.none')}</Alert>;
  return (
    <Stack
      spacing={2}
      component="ul"
      aria-label={translate('transportation.mine.title')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {data.map((request) => (
        <Box
          component="li"
          key={request.id}
          aria-labelledby={`transport-request-${request.id}`}
          data-testid="my-transport-request"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
        >
          <Stack spacing={1}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography
                id={`transport-request-${request.id}`}
                variant="subtitle1"
                component="h3"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {request.routeName}
              </Typography>
              <ApprovalStatusChip status={request.status} />
            </Stack>
            <FactList
              facts={[
                {
                  label: 'transportation.mine.direction',
                  value: words.direction(request.direction),
                },
                { label: 'transportation.mine.site', value: request.site },
                {
                  label: 'transportation.mine.stop',
                  value: translate('transportation.mine.stopAt', {
                    name: request.stopName,
                    time: words.time(request.stopTime),
                  }),
                },
                { label: 'transportation.mine.from', value: day(request.startDate) },
                { label: 'transportation.mine.note', value: request.note || undefined },
                { label: 'transportation.mine.sent', value: day(request.createdAt.slice(0, 10)) },
              ]}
            />
            {request.status === 'rejected' && request.decisionNote && (
              <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
                {translate('transportation.mine.rejected', { note: request.decisionNote })}
              </Alert>
            )}
            {transportWorkflow.canMove(request.status, 'cancelled') && (
              <CancelButton request={request} />
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * `/Transportation`: where I live (set on My location), the shuttle routes near it (my district,
 * then canton, then province; every route when none is near), a seat request and my requests.
 */
export function TransportationPage() {
  const translate = useTranslate();
  const [direction, setDirection] = useState<NearbyId>('all');
  const [wanted, setWanted] = useState<WantedRoute | null>(null);
  const formSection = useRef<HTMLDivElement>(null);
  // Every route offered, for the form and the home: the same answer as the 'all' list.
  const everything = useGetOne<NearbyRecord>(NEARBY, { id: 'all' });
  const want = (routeId: number) => {
    setWanted({ routeId, at: Date.now() });
    formSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formSection.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  };
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate('transportation.title')} />
      <Typography color="text.secondary">{translate('transportation.intro')}</Typography>
      <PageSection title={translate('transportation.home.title')}>
        {everything.isPending ? (
          <LoadingSkeleton height={80} label="transportation.loading" />
        ) : everything.error || !everything.data ? (
          <ServiceFailure error={everything.error} retry={() => void everything.refetch()} />
        ) : (
          <MyHome home={everything.data.home} />
        )}
      </PageSection>
      <PageSection title={translate('transportation.routes.title')}>
        <NearbyRoutes direction={direction} onDirection={setDirection} onWant={want} />
      </PageSection>
      <Box ref={formSection} sx={{ scrollMarginTop: 80 }}>
        <PageSection title={translate('transportation.form.title')}>
          {everything.data ? (
            <SeatRequestForm routes={everything.data.routes} wanted={wanted} />
          ) : everything.isPending ? (
            <LoadingSkeleton height={200} label="transportation.loading" />
          ) : (
            <ServiceFailure error={everything.error} retry={() => void everything.refetch()} />
          )}
        </PageSection>
      </Box>
      <Box id={MY_REQUESTS_ANCHOR} sx={{ scrollMarginTop: 80 }}>
        <PageSection title={translate('transportation.mine.title')}>
          <MyRequests />
        </PageSection>
      </Box>
    </Stack>
  );
}
