import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as Input,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
  useGetList,
  useUpdate,
} from 'react-admin';
import { DateInput, DayPicker, TimeInput } from '../../shared/DateInput';
import type { SlotRecord } from '../../../dataProviders/appointments/appointments';
import { LoadingSkeleton } from '../../shared/LoadingSkeleton';
import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type StaffAction,
  type StaffActionBody,
} from '../../../contracts/appointments/appointments';
import { calendarDay } from '../../../contracts/calendar';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { refusalOf } from '../../shared/serviceRefusal';
import { useFormatDay } from '../../shared/dates';
import { AppointmentStatusChip, SlotButton } from '../shared/appointmentParts';
import { DAY_APPOINTMENTS, SLOTS } from '../shared/paths';
import { AdminListPage } from '../../shared/AdminListPage';

const ACTION_LABEL: Record<StaffAction, string> = {
  update: 'appointments.day.move',
  cancel: 'appointments.day.cancel',
  enable: 'appointments.day.enable',
  attend: 'appointments.day.attended',
  noShow: 'appointments.day.noShow',
};

/** What staff may do to an appointment in its status. */
const actionsFor = (appointment: Appointment): StaffAction[] =>
  appointment.estado === 'booked'
    ? ['attend', 'noShow', 'update', 'cancel']
    : appointment.estado === 'cancelled'
      ? ['enable']
      : [];

const csv = (appointment: Appointment) => ({
  id: appointment.id,
  fecha: appointment.fecha,
  horaInicio: appointment.horaInicio,
  horaFin: appointment.horaFin,
  badge: appointment.idColaborador,
  employee: appointment.colaborador,
  professional: appointment.profesional,
  building: appointment.edificio,
  mode: appointment.modalidad,
  status: appointment.estado,
});

/**
 * Moves a booked appointment to another free slot of its building (any professional): a day,
 * then the free slots as buttons; the service refuses a slot taken meanwhile.
 */
function MoveDialog({
  appointment,
  close,
  move,
  moving,
}: {
  appointment: Appointment;
  close: () => void;
  move: (slot: SlotRecord) => void;
  moving: boolean;
}) {
  const translate = useTranslate();
  const [day, setDay] = useState(appointment.fecha);
  const { data: slots = [], isPending } = useGetList<SlotRecord>(SLOTS, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'horaInicio', order: 'ASC' },
    filter: { fecha: day, edificio: appointment.sede },
  });
  const titleId = `move-${appointment.id}`;
  return (
    <Dialog
      open
      onClose={moving ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {translate('appointments.day.moveTitle', { name: appointment.colaborador })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DayPicker
            label={translate('appointments.day.date')}
            value={day}
            onChange={setDay}
            min={calendarDay()}
          />
          {isPending ? (
            <LoadingSkeleton height={60} label="appointments.loading" />
          ) : slots.length === 0 ? (
            <Typography color="text.secondary">{translate('appointments.book.noSlots')}</Typography>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {slots.map((slot) => (
                <SlotButton
                  key={slot.id}
                  freeSlot={slot}
                  variant="outlined"
                  disabled={moving}
                  onClick={() => move(slot)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={moving}>
          {translate('components.confirm.no')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A row's buttons: each action confirmed; attending one may record the diagnosis. */
function StaffActions({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Appointment>();
  const [asked, setAsked] = useState<StaffAction | null>(null);
  const [notes, setNotes] = useState({ diagnostico: '', tratamiento: '', notas: '' });
  const words = (action: StaffAction) => ({
    action: translate(ACTION_LABEL[action]),
    name: appointment.colaborador,
    day: formatDay(appointment.fecha),
    start: appointment.horaInicio,
  });
  const act = async (action: StaffAction, slot?: SlotRecord) => {
    const data: Partial<StaffActionBody> = {
      accion: action,
      ...(action === 'attend' ? notes : {}),
      ...(slot
        ? {
            fecha: slot.fecha,
            horaInicio: slot.horaInicio,
            horaFin: slot.horaFin,
            idProfesional: slot.idProfesional,
          }
        : {}),
    };
    try {
      await update(
        DAY_APPOINTMENTS,
        { id: appointment.id, data, previousData: appointment },
        { returnPromise: true },
      );
      notify('appointments.day.done', { type: 'success' });
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setAsked(null);
      refresh();
    }
  };
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actionsFor(appointment).map((action) => (
        <Button
          key={action}
          size="small"
          color={action === 'cancel' || action === 'noShow' ? 'error' : 'primary'}
          aria-label={translate('appointments.day.actionOf', words(action))}
          onClick={() => setAsked(action)}
        >
          {translate(ACTION_LABEL[action])}
        </Button>
      ))}
      {asked === 'update' ? (
        <MoveDialog
          appointment={appointment}
          close={() => setAsked(null)}
          moving={isPending}
          move={(slot) => void act('update', slot)}
        />
      ) : asked === 'attend' ? (
        <Dialog
          open
          onClose={() => setAsked(null)}
          fullWidth
          maxWidth="sm"
          aria-labelledby={`attend-${appointment.id}`}
        >
          <DialogTitle id={`attend-${appointment.id}`}>
            {translate('appointments.day.confirm', words('attend'))}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {(['diagnostico', 'tratamiento', 'notas'] as const).map((field) => (
                <Input
                  key={field}
                  multiline
                  minRows={2}
                  label={translate(
                    `appointments.day.${field === 'diagnostico' ? 'diagnosis' : field === 'tratamiento' ? 'treatment' : 'notes'}`,
                  )}
                  value={notes[field]}
                  onChange={(event) => setNotes((all) => ({ ...all, [field]: event.target.value }))}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsked(null)} disabled={isPending}>
              {translate('components.confirm.no')}
            </Button>
            <Button variant="contained" onClick={() => void act('attend')} disabled={isPending}>
              {translate('appointments.day.attended')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : (
        <ConfirmDialog
          open={asked !== null}
          content={asked ? translate('appointments.day.confirm', words(asked)) : ''}
          loading={isPending}
          onClose={() => setAsked(null)}
          onConfirm={() => asked && void act(asked)}
        />
      )}
    </Stack>
  );
}

/**
 * `/MedicalAppointment/Citas`: the medical staff's appointments of a day (today by default),
 * filtered by status, start time and the employee's badge, sorted and paged by the service;
 * each booked one attended (with its diagnosis), marked a no-show or cancelled, a cancelled one
 * enabled again.
 */
export function DayAppointmentList() {
  const translate = useTranslate();
  return (
    <AdminListPage<Appointment>
      resource={DAY_APPOINTMENTS}
      title="appointments.day.title"
      search={false}
      empty={false}
      filterDefaultValues={{ fecha: calendarDay() }}
      sort={{ field: 'horaInicio', order: 'ASC' }}
      filters={[
        <DateInput key="fecha" source="fecha" label="appointments.day.date" alwaysOn />,
        <SelectInput
          key="estado"
          source="estado"
          label="appointments.day.status"
          choices={APPOINTMENT_STATUSES.map((id) => ({ id, name: `appointments.status.${id}` }))}
          alwaysOn
        />,
        <TextInput
          key="identificacion"
          source="identificacion"
          label="appointments.day.badge"
          alwaysOn
        />,
        <TimeInput key="hora" source="hora" label="appointments.day.time" />,
      ]}
      csvName="citas"
      csv={csv}
      rowActions={(appointment) => <StaffActions appointment={appointment} />}
      phone={{
        primaryText: (appointment) =>
          `${appointment.horaInicio} · ${appointment.colaborador} (${appointment.idColaborador})`,
        secondaryText: (appointment) =>
          `${appointment.profesional} · ${translate(`appointments.mode.${appointment.modalidad}`)}`,
        tertiaryText: (appointment) => <AppointmentStatusChip status={appointment.estado} />,
      }}
    >
      <TextField source="horaInicio" label="appointments.day.time" />
      <FunctionField<Appointment>
        source="colaborador"
        label="resources.appointment-requests.fields.employeeName"
        render={(appointment) => `${appointment.colaborador} (${appointment.idColaborador})`}
      />
      <TextField source="profesional" label="appointments.book.professional" />
      <TextField source="edificio" label="appointments.book.building" sortable={false} />
      <FunctionField<Appointment>
        source="modalidad"
        label="appointments.book.mode"
        sortable={false}
        render={(appointment) => translate(`appointments.mode.${appointment.modalidad}`)}
      />
      <FunctionField<Appointment>
        source="estado"
        label="appointments.day.status"
        render={(appointment) => <AppointmentStatusChip status={appointment.estado} />}
      />
    </AdminListPage>
  );
}
