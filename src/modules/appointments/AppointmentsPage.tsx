import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useBasename, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { HealthCampaign } from '../../../contracts/appointments/appointments';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import { PageLinks } from '../../../resources/shared/PageLinks';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { PageSection } from '../../../resources/shared/PageSection';
import { Loaded } from '../../../resources/appointments/shared/appointmentParts';
import { BookingSection } from './BookingSection';
import { HistorySection, MyAppointmentsSection } from './MyAppointmentsSection';
import {
  AVAILABILITY_PATH,
  BUILDINGS_PATH,
  CAMPAIGNS,
  CAMPAIGNS_PATH,
  DAY_PATH,
  PROFESSIONALS_PATH,
  REQUEST_TYPES_PATH,
  REQUESTS_PATH,
} from '../../../resources/appointments/shared/paths';
import { SelfManagedSection } from './SelfManagedSection';
import { useLoadedList } from '../../../resources/shared/Loaded';

/** The medical staff's screens, linked from the page. */
const STAFF_LINKS = [
  [DAY_PATH, 'appointments.toDay'],
  [REQUESTS_PATH, 'appointments.toRequests'],
  [BUILDINGS_PATH, 'appointments.admin.buildings'],
  [PROFESSIONALS_PATH, 'appointments.admin.professionals'],
  [AVAILABILITY_PATH, 'appointments.admin.availability'],
  [REQUEST_TYPES_PATH, 'appointments.admin.requestTypes'],
  [CAMPAIGNS_PATH, 'appointments.admin.campaigns'],
] as const;

/** A campaign's card: its picture and name, opening its page (in the portal or outside it). */
function CampaignCard({ campaign }: { campaign: HealthCampaign }) {
  const translate = useTranslate();
  const basename = useBasename();
  const external = campaign.ruta.startsWith('https://');
  const link = external
    ? { component: 'a' as const, href: campaign.ruta, target: '_blank', rel: 'noopener' }
    : { component: Link, to: `${basename}${campaign.ruta}` };
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        {...link}
        aria-label={translate('appointments.campaigns.open', { name: campaign.nombre })}
      >
        {campaign.imagen && (
          <CardMedia
            component="img"
            image={campaign.imagen}
            alt=""
            sx={{ height: 140, objectFit: 'cover' }}
          />
        )}
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {campaign.nombre}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The health campaigns in force for me, by priority. */
function Campaigns({ badge }: { badge: string }) {
  const translate = useTranslate();
  const { data, read } = useLoadedList<HealthCampaign>(CAMPAIGNS, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'prioridad', order: 'ASC' },
    filter: { badge },
  });
  return (
    <Loaded {...read}>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('appointments.campaigns.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {data.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </Box>
      )}
    </Loaded>
  );
}

/**
 * `/MedicalAppointment`: the health campaigns, booking a free slot (on site or by phone), my
 * appointments (calendar file, cancel), my medical history and my self-managed requests. The
 * medical staff find their screens from here. The family's failures are shown with a retry:
 * they never end the session.
 */
export function AppointmentsPage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const badge = identity ? String(identity.id) : undefined;
  const username = identity ? String(identity.username ?? '') : '';
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate('appointments.title')} />
      {holdsAny(ownersOf('appointments'), permissions) && (
        <PageLinks links={STAFF_LINKS.map(([to, label]) => ({ to, label }))} />
      )}
      {isPending || !badge ? (
        <LoadingSkeleton height={320} label="appointments.loading" />
      ) : (
        <>
          <PageSection title={translate('appointments.campaigns.title')}>
            <Campaigns badge={badge} />
          </PageSection>
          <PageSection title={translate('appointments.book.title')}>
            <BookingSection badge={badge} />
          </PageSection>
          <PageSection title={translate('appointments.mine.title')}>
            <MyAppointmentsSection badge={badge} />
          </PageSection>
          <PageSection title={translate('appointments.history.title')}>
            <HistorySection badge={badge} />
          </PageSection>
          <PageSection title={translate('appointments.selfManaged.title')}>
            <SelfManagedSection badge={badge} username={username} />
          </PageSection>
        </>
      )}
    </Stack>
  );
}
