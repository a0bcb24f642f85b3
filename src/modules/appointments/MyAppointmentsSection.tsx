import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EventBusy from '@mui/icons-material/EventBusy';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Appointment, Diagnosis } from '../../../contracts/appointments/appointments';
import type { PortalDataProvider } from '../../../dataProviders';
import type { OwnedValues } from '../../../dataProviders/appointments/appointments';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { saveFile } from '../../../resources/shared/saveFile';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { useFormatDay } from '../../../resources/shared/dates';
import {
  AppointmentStatusChip,
  Loaded,
} from '../../../resources/appointments/shared/appointmentParts';
import { DIAGNOSES, MY_APPOINTMENTS, SLOTS } from '../../../resources/appointments/shared/paths';
import { useLoadedList } from '../../../resources/shared/Loaded';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';
import { RecordLine } from '../../../resources/shared/RecordLine';

const MINE = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'fecha', order: 'ASC' as const },
};

/** The adapter's own call: the address of an appointment's .ics, with today's token. */
type CalendarProvider = PortalDataProvider & {
  calendarUrl(resource: string, params: { id: number; badge: string }): Promise<{ data: string }>;
};

/** Saves an appointment's calendar file (read with the session's token). */
function useCalendarDownload(badge: string) {
  const dataProvider = useDataProvider<CalendarProvider>();
  const notify = useNotify();
  return async (appointment: Appointment) => {
    try {
      const { data: url } = await dataProvider.calendarUrl(MY_APPOINTMENTS, {
        id: appointment.id,
        badge,
      });
      saveFile(await dataProvider.download(url), `cita-${appointment.fecha}.ics`);
    } catch {
      notify('appointments.mine.calendarFailed', { type: 'error' });
    }
  };
}

/** One of my appointments: when, with whom, where, how, its status; upcoming ones' actions. */
function AppointmentLine({
  appointment,
  download,
  cancel,
}: {
  appointment: Appointment;
  download: (appointment: Appointment) => Promise<void>;
  cancel: (appointment: Appointment) => void;
}) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const when = {
    day: formatDay(appointment.fecha),
    start: appointment.horaInicio,
    end: appointment.horaFin,
  };
  return (
    <RecordLine
      name={translate('appointments.mine.line', when)}
      primary={translate('appointments.mine.line', when)}
      secondary={translate('appointments.mine.where', {
        professional: appointment.profesional,
        building: appointment.edificio,
        mode: translate(`appointments.mode.${appointment.modalidad}`),
      })}
      alignTop
    >
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <AppointmentStatusChip status={appointment.estado} />
        {appointment.proxima && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<CalendarMonth />}
              aria-label={translate('appointments.mine.calendarOf', when)}
              onClick={() => void download(appointment)}
            >
              {translate('appointments.mine.calendar')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<EventBusy />}
              aria-label={translate('appointments.mine.cancelOf', when)}
              onClick={() => cancel(appointment)}
            >
              {translate('appointments.mine.cancel')}
            </Button>
          </Stack>
        )}
      </Stack>
    </RecordLine>
  );
}

/**
 * "Mis citas": the upcoming ones first (add to my calendar, cancel with a confirmation), then
 * the past and cancelled ones, as the service sorts them.
 */
export function MyAppointmentsSection({ badge }: { badge: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const queryClient = useQueryClient();
  const download = useCalendarDownload(badge);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [update, { isPending }] = useUpdate<Appointment & Partial<OwnedValues>>();
  const { data, read } = useLoadedList<Appointment>(MY_APPOINTMENTS, {
    ...MINE,
    filter: { badge },
  });
  const upcoming = data.filter((one) => one.proxima);
  const past = data.filter((one) => !one.proxima);

  const cancel = async (appointment: Appointment) => {
    setRefusal(null);
    setDone(false);
    try {
      await update(
        MY_APPOINTMENTS,
        { id: appointment.id, data: { badge }, previousData: appointment },
        { returnPromise: true },
      );
      setDone(true);
    } catch (failure) {
      setRefusal(refusalOf(failure).message);
    } finally {
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: [MY_APPOINTMENTS] });
      await queryClient.invalidateQueries({ queryKey: [SLOTS] });
    }
  };

  const list = (appointments: Appointment[], label: string) => (
    <List disablePadding aria-label={label}>
      {appointments.map((appointment) => (
        <AppointmentLine
          key={appointment.id}
          appointment={appointment}
          download={download}
          cancel={setCancelling}
        />
      ))}
    </List>
  );

  return (
    <Loaded {...read}>
      <Stack spacing={2}>
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(false)}>
            {translate('appointments.mine.cancelled')}
          </Alert>
        )}
        <RefusalAlert refusal={refusal} />
        <Typography variant="subtitle1" component="h3">
          {translate('appointments.mine.upcoming')}
        </Typography>
        {upcoming.length === 0 ? (
          <Typography color="text.secondary">
            {translate('appointments.mine.noUpcoming')}
          </Typography>
        ) : (
          list(upcoming, translate('appointments.mine.upcoming'))
        )}
        {past.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3">
              {translate('appointments.mine.past')}
            </Typography>
            {list(past, translate('appointments.mine.past'))}
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={cancelling !== null}
        content={
          cancelling
            ? translate('appointments.mine.cancelQuestion', {
                day: formatDay(cancelling.fecha),
                start: cancelling.horaInicio,
              })
            : ''
        }
        loading={isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && void cancel(cancelling)}
      />
    </Loaded>
  );
}

/** "Mi historial médico": my diagnoses, newest first (each read is audited by the service). */
export function HistorySection({ badge }: { badge: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const { data, read } = useLoadedList<Diagnosis>(DIAGNOSES, {
    ...MINE,
    filter: { badge },
  });
  return (
    <Loaded {...read}>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('appointments.history.empty')}</Typography>
      ) : (
        <List disablePadding aria-label={translate('appointments.history.title')}>
          {data.map((diagnosis) => (
            <ListItem key={diagnosis.id} divider disableGutters>
              <ListItemText
                primary={translate('appointments.history.line', {
                  day: formatDay(diagnosis.fecha),
                  professional: diagnosis.profesional,
                })}
                secondary={[
                  translate('appointments.history.diagnosis', { text: diagnosis.diagnostico }),
                  diagnosis.tratamiento &&
                    translate('appointments.history.treatment', { text: diagnosis.tratamiento }),
                  diagnosis.notas &&
                    translate('appointments.history.notes', { text: diagnosis.notas }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Loaded>
  );
}
