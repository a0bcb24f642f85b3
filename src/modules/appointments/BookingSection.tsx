import EventAvailable from '@mui/icons-material/EventAvailable';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useCreate, useGetList, useTranslate } from 'react-admin';
import type {
  Appointment,
  AppointmentMode,
  MedicalBuilding,
  Professional,
  RequestType,
} from '../../../contracts/appointments/appointments';
import type { BookingValues, SlotRecord } from '../../../dataProviders/appointments/appointments';
import { RadioChoices } from '../../../resources/shared/RadioChoices';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LeaveWarning, useTyped } from '../../../resources/shared/LeaveWarning';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { useFormatDay } from '../../../resources/shared/dates';
import {
  Loaded,
  phoneProblem,
  SlotButton,
  useSpecialty,
} from '../../../resources/appointments/shared/appointmentParts';
import {
  BUILDINGS,
  MY_APPOINTMENTS,
  PROFESSIONALS,
  REQUEST_TYPES,
  SLOTS,
} from '../../../resources/appointments/shared/paths';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' as const } };

/** The free slots of the chosen day as buttons, each saying its time and professional. */
function SlotButtons({
  slots,
  chosen,
  choose,
  showProfessional,
}: {
  slots: SlotRecord[];
  chosen: SlotRecord | null;
  choose: (slot: SlotRecord) => void;
  /** "Cualquier profesional": the same time may stand several times, one per professional. */
  showProfessional: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {slots.map((slot) => (
        <li key={slot.id}>
          <SlotButton
            freeSlot={slot}
            showProfessional={showProfessional}
            variant={chosen?.id === slot.id ? 'contained' : 'outlined'}
            aria-pressed={chosen?.id === slot.id}
            onClick={() => choose(slot)}
          />
        </li>
      ))}
    </Box>
  );
}

/** How a remote appointment is asked for: the type of request, the reason and two phones. */
interface RemoteFields {
  tipoSolicitud: string;
  motivo: string;
  telefono1: string;
  telefono2: string;
}
const NO_REMOTE: RemoteFields = { tipoSolicitud: '', motivo: '', telefono1: '', telefono2: '' };

/**
 * "Reservar cita": an open building, a professional (or any), a day among those with free slots
 * (the next two weeks), a slot; on site or by phone (its type, reason and phones); confirmed,
 * then booked. A slot taken meanwhile is told and the slots read again.
 */
export function BookingSection({ badge }: { badge: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const specialty = useSpecialty();
  const queryClient = useQueryClient();
  const modeId = useId();
  const [building, setBuilding] = useState('');
  const [professional, setProfessional] = useState('');
  const [day, setDay] = useState('');
  const [chosen, setChosen] = useState<SlotRecord | null>(null);
  const [mode, setMode] = useState<AppointmentMode>('onSite');
  const [remote, setRemote] = useState<RemoteFields>(NO_REMOTE);
  const [problems, setProblems] = useState<Partial<Record<keyof RemoteFields, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const [create, { isPending: booking }] = useCreate<BookingValues, unknown, Appointment>();
  // A slot chosen or the phone appointment's fields typed: both are cleared once booked.
  const typed = useTyped({ chosen, remote });

  const buildings = useGetList<MedicalBuilding>(BUILDINGS, ALL);
  const professionals = useGetList<Professional>(
    PROFESSIONALS,
    { ...ALL, filter: { edificio: building } },
    { enabled: Boolean(building) },
  );
  const slots = useGetList<SlotRecord>(
    SLOTS,
    {
      ...ALL,
      pagination: { page: 1, perPage: 1000 },
      filter: { edificio: building, profesional: professional },
    },
    { enabled: Boolean(building) },
  );
  const types = useGetList<RequestType>(
    REQUEST_TYPES,
    { ...ALL, filter: { edificio: building } },
    { enabled: Boolean(building) && mode === 'remote' },
  );
  const days = useMemo(
    () => [...new Set((slots.data ?? []).map((slot) => slot.fecha))].sort(),
    [slots.data],
  );
  const shownDay = days.includes(day) ? day : (days[0] ?? '');
  const daySlots = (slots.data ?? []).filter((slot) => slot.fecha === shownDay);
  const activeBuildings = (buildings.data ?? []).filter((one) => one.activo);

  const reset = () => {
    setChosen(null);
    setRefusal(null);
  };
  const setField = (field: keyof RemoteFields, value: string) => {
    setRemote((fields) => ({ ...fields, [field]: value }));
    setProblems((found) => ({ ...found, [field]: undefined }));
  };

  const check = () => {
    if (mode !== 'remote') return true;
    const found: Partial<Record<keyof RemoteFields, string>> = {};
    if (!remote.tipoSolicitud) found.tipoSolicitud = translate('appointments.book.required');
    if (remote.motivo.trim().length < 3) found.motivo = translate('appointments.book.required');
    for (const field of ['telefono1', 'telefono2'] as const) {
      const problem = phoneProblem(remote[field]);
      if (problem) found[field] = translate(problem);
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const book = async () => {
    if (!chosen) return;
    setRefusal(null);
    const data: BookingValues = {
      modalidad: mode,
      idColaborador: badge,
      idProfesional: chosen.idProfesional,
      fecha: chosen.fecha,
      horaInicio: chosen.horaInicio,
      horaFin: chosen.horaFin,
      sede: chosen.idEdificio,
      ...(mode === 'remote' ? { ...remote, tipoSolicitud: Number(remote.tipoSolicitud) } : {}),
    };
    try {
      const answer = await create(SLOTS, { data }, { returnPromise: true });
      setBooked(answer ?? null);
      setChosen(null);
      setRemote(NO_REMOTE);
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setRefusal(
        [message, ...Object.values(errors ?? {}).filter((reason) => reason !== message)].join(
          ' · ',
        ),
      );
    } finally {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: [SLOTS] });
      await queryClient.invalidateQueries({ queryKey: [MY_APPOINTMENTS] });
    }
  };

  const chosenWords = chosen && {
    day: formatDay(chosen.fecha),
    start: chosen.horaInicio,
    end: chosen.horaFin,
    professional: chosen.profesional,
  };

  return (
    <Stack spacing={2}>
      <LeaveWarning dirty={typed && !booking} />
      {booked && (
        <Alert severity="success" role="status" onClose={() => setBooked(null)}>
          {translate('appointments.book.booked', {
            day: formatDay(booked.fecha),
            start: booked.horaInicio,
          })}
        </Alert>
      )}
      <Loaded
        isPending={buildings.isPending}
        error={buildings.error}
        retry={() => void buildings.refetch()}
        height={56}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={translate('appointments.book.building')}
            value={building}
            onChange={(event) => {
              setBuilding(event.target.value);
              setProfessional('');
              setDay('');
              setRemote((fields) => ({ ...fields, tipoSolicitud: '' }));
              reset();
            }}
            sx={{ minWidth: 220 }}
          >
            {activeBuildings.map((one) => (
              <MenuItem key={one.id} value={String(one.id)} disabled={!one.abierto}>
                {one.abierto
                  ? one.edificio
                  : translate('appointments.book.closed', { name: one.edificio })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('appointments.book.professional')}
            value={professional}
            disabled={!building}
            onChange={(event) => {
              setProfessional(event.target.value);
              reset();
            }}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('appointments.book.anyProfessional')}</MenuItem>
            {(professionals.data ?? []).map((one) => (
              <MenuItem key={one.id} value={String(one.id)}>
                {translate('appointments.book.professionalChoice', {
                  name: one.nombre,
                  specialty: specialty(one.especialidad),
                })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Loaded>
      {!building ? (
        <Typography color="text.secondary">
          {translate('appointments.book.chooseBuilding')}
        </Typography>
      ) : (
        <Loaded isPending={slots.isPending} error={slots.error} retry={() => void slots.refetch()}>
          {days.length === 0 ? (
            <Typography color="text.secondary">{translate('appointments.book.noSlots')}</Typography>
          ) : (
            <Stack spacing={2}>
              <TextField
                select
                label={translate('appointments.book.day')}
                value={shownDay}
                onChange={(event) => {
                  setDay(event.target.value);
                  reset();
                }}
                sx={{ maxWidth: 320 }}
              >
                {days.map((one) => (
                  <MenuItem key={one} value={one}>
                    {formatDay(one)}
                  </MenuItem>
                ))}
              </TextField>
              <Box component="section" aria-labelledby={`${modeId}-slots`}>
                <Typography id={`${modeId}-slots`} variant="subtitle1" component="h3" gutterBottom>
                  {translate('appointments.book.slotsOf', { day: formatDay(shownDay) })}
                </Typography>
                <SlotButtons
                  slots={daySlots}
                  showProfessional={professional === ''}
                  chosen={chosen}
                  choose={(slot) => {
                    setChosen(slot);
                    setRefusal(null);
                  }}
                />
              </Box>
            </Stack>
          )}
        </Loaded>
      )}
      {chosen && chosenWords && (
        <Stack spacing={2}>
          <Typography role="status">
            {translate('appointments.book.chosen', chosenWords)}
          </Typography>
          <RadioChoices<AppointmentMode>
            row
            label="appointments.book.mode"
            value={mode}
            onChange={setMode}
            choices={(['onSite', 'remote'] as const).map((id) => ({
              id,
              name: translate(`appointments.mode.${id}`),
            }))}
          />
          {mode === 'remote' && (
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <TextField
                select
                required
                label={translate('appointments.book.requestType')}
                value={remote.tipoSolicitud}
                onChange={(event) => setField('tipoSolicitud', event.target.value)}
                error={Boolean(problems.tipoSolicitud)}
                helperText={problems.tipoSolicitud}
              >
                {(types.data ?? []).map((type) => (
                  <MenuItem key={type.id} value={String(type.id)}>
                    {type.nombre}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                multiline
                minRows={2}
                label={translate('appointments.book.reason')}
                value={remote.motivo}
                onChange={(event) => setField('motivo', event.target.value)}
                error={Boolean(problems.motivo)}
                helperText={problems.motivo}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              {(['telefono1', 'telefono2'] as const).map((field) => (
                <TextField
                  key={field}
                  type="tel"
                  label={translate(
                    `appointments.book.${field === 'telefono1' ? 'phone1' : 'phone2'}`,
                  )}
                  value={remote[field]}
                  onChange={(event) => setField(field, event.target.value)}
                  error={Boolean(problems[field])}
                  helperText={problems[field] ?? translate('appointments.book.phoneHelp')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
                />
              ))}
            </Stack>
          )}
          <RefusalAlert refusal={refusal} />
          <Box>
            <Button
              variant="contained"
              startIcon={<EventAvailable />}
              onClick={() => check() && setConfirming(true)}
            >
              {translate('appointments.book.confirm')}
            </Button>
          </Box>
          <ConfirmDialog
            open={confirming}
            content={translate('appointments.book.confirmQuestion', chosenWords)}
            loading={booking}
            onClose={() => setConfirming(false)}
            onConfirm={() => void book()}
          />
        </Stack>
      )}
      {!chosen && <RefusalAlert refusal={refusal} />}
    </Stack>
  );
}
