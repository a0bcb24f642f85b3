import Send from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCreate, useGetList, useTranslate, useUpdate } from 'react-admin';
import type {
  MedicalBuilding,
  RequestType,
  SelfManagedAppointment,
} from '../../../contracts/appointments/appointments';
import { calendarDay } from '../../../contracts/calendar';
import type {
  AreaRecord,
  SelfManagedValues,
} from '../../../dataProviders/appointments/appointments';
import { ApprovalStatusChip } from '../../../resources/shared/approvals/ApprovalStatusChip';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { FormSubmit } from '../../../resources/shared/FormSubmit';
import { LeaveWarning } from '../../../resources/shared/LeaveWarning';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { DayPicker, TimePicker } from '../../../resources/shared/DateInput';
import { useFormatDay } from '../../../resources/shared/dates';
import { Loaded, phoneProblem } from '../../../resources/appointments/shared/appointmentParts';
import {
  AREAS,
  BUILDINGS,
  REQUEST_TYPES,
  SELF_MANAGED,
} from '../../../resources/appointments/shared/paths';

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' as const } };

type Fields = Omit<SelfManagedValues, 'badge' | 'usuario' | 'edificio' | 'tipoSolicitud'> & {
  edificio: string;
  tipoSolicitud: string;
};
const EMPTY: Fields = {
  edificio: '',
  area: '',
  tipoSolicitud: '',
  motivo: '',
  horaEntrada: '08:00',
  horaSalida: '17:00',
  horaAlmuerzo: '12:00',
  telefono: '',
  fechaCita: '',
};
const REQUIRED: (keyof Fields)[] = [
  'edificio',
  'area',
  'tipoSolicitud',
  'motivo',
  'horaEntrada',
  'horaSalida',
  'horaAlmuerzo',
  'fechaCita',
];

/** The request form: the §3 entity; who asks and their supervisor are the service's to record. */
function SelfManagedForm({ badge, username }: { badge: string; username: string }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [create, { isPending }] = useCreate<SelfManagedValues>();
  const buildings = useGetList<MedicalBuilding>(BUILDINGS, ALL);
  const areas = useGetList<AreaRecord>(AREAS, ALL);
  const types = useGetList<RequestType>(
    REQUEST_TYPES,
    { ...ALL, filter: { edificio: fields.edificio } },
    { enabled: Boolean(fields.edificio) },
  );
  const set = (field: keyof Fields, value: string) => {
    setFields((current) => ({
      ...current,
      [field]: value,
      ...(field === 'edificio' ? { tipoSolicitud: '' } : {}),
    }));
    setProblems((found) => ({ ...found, [field]: undefined }));
    setSent(false);
  };
  const typed = (Object.keys(EMPTY) as (keyof Fields)[]).some(
    (name) => fields[name] !== EMPTY[name],
  );
  const field = (name: keyof Fields) => ({
    label: translate(`appointments.selfManaged.${LABELS[name]}`),
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(problems[name]),
    helperText: problems[name],
    required: REQUIRED.includes(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found: Partial<Record<keyof Fields, string>> = {};
    for (const name of REQUIRED) {
      if (!fields[name].trim()) found[name] = translate('appointments.book.required');
    }
    const phone = phoneProblem(fields.telefono);
    if (phone) found.telefono = translate(phone);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const data: SelfManagedValues = {
      ...fields,
      badge,
      usuario: username,
      edificio: Number(fields.edificio),
      tipoSolicitud: Number(fields.tipoSolicitud),
    };
    try {
      await create(SELF_MANAGED, { data }, { returnPromise: true });
      setFields(EMPTY);
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: [SELF_MANAGED] });
    } catch (error) {
      const { message, errors = {} } = refusalOf(error);
      setProblems(errors as Partial<Record<keyof Fields, string>>);
      setRefusal(message);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      <LeaveWarning dirty={typed} />
      <Typography color="text.secondary">{translate('appointments.selfManaged.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <TextField select {...field('edificio')}>
          {(buildings.data ?? [])
            .filter((one) => one.activo)
            .map((one) => (
              <MenuItem key={one.id} value={String(one.id)}>
                {one.edificio}
              </MenuItem>
            ))}
        </TextField>
        <TextField select {...field('area')}>
          {(areas.data ?? []).map((area) => (
            <MenuItem key={area.id} value={area.name}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select disabled={!fields.edificio} {...field('tipoSolicitud')}>
          {(types.data ?? []).map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.nombre}
            </MenuItem>
          ))}
        </TextField>
        <DayPicker
          {...field('fechaCita')}
          onChange={(day) => set('fechaCita', day)}
          min={calendarDay()}
        />
        {(['horaEntrada', 'horaSalida', 'horaAlmuerzo'] as const).map((name) => (
          <TimePicker key={name} {...field(name)} onChange={(time) => set(name, time)} />
        ))}
        <TextField
          type="tel"
          {...field('telefono')}
          helperText={problems.telefono ?? translate('appointments.book.phoneHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
      </Box>
      <TextField
        multiline
        minRows={2}
        {...field('motivo')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormSubmit
        refusal={refusal}
        sent={sent ? translate('appointments.selfManaged.sent') : null}
        label="appointments.selfManaged.submit"
        icon={<Send />}
        pending={isPending}
      />
    </Stack>
  );
}

const LABELS: Record<keyof Fields, string> = {
  edificio: 'building',
  area: 'area',
  tipoSolicitud: 'requestType',
  motivo: 'reason',
  horaEntrada: 'entryTime',
  horaSalida: 'exitTime',
  horaAlmuerzo: 'lunchTime',
  telefono: 'phone',
  fechaCita: 'date',
};

/** My requests: status, the rejection's reason; a pending one withdrawn after a confirmation. */
function MySelfManaged({ badge }: { badge: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<SelfManagedAppointment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate<SelfManagedAppointment>();
  const {
    data = [],
    isPending: loading,
    error,
    refetch,
  } = useGetList<SelfManagedAppointment>(SELF_MANAGED, { ...ALL, filter: { badge } });
  const withdraw = async (request: SelfManagedAppointment) => {
    setRefusal(null);
    try {
      await update(
        SELF_MANAGED,
        { id: request.id, data: { badge }, previousData: request },
        { returnPromise: true },
      );
    } catch (failure) {
      setRefusal(refusalOf(failure).message);
    } finally {
      setWithdrawing(null);
      await queryClient.invalidateQueries({ queryKey: [SELF_MANAGED] });
    }
  };
  return (
    <Loaded isPending={loading} error={error} retry={() => void refetch()}>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('appointments.selfManaged.empty')}
        </Typography>
      ) : (
        <List disablePadding aria-label={translate('appointments.selfManaged.mine')}>
          {data.map((request) => {
            const day = formatDay(request.fechaCita);
            const line = translate('appointments.selfManaged.line', {
              day,
              type: request.tipoSolicitudNombre,
            });
            return (
              <ListItem
                key={request.id}
                divider
                disableGutters
                aria-label={line}
                sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={line}
                  secondary={[
                    `${request.edificioNombre} · ${request.motivo}`,
                    request.estado === 'rejected' && request.rechazo
                      ? translate('appointments.selfManaged.rejection', {
                          reason: request.rechazo,
                        })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}
                />
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <ApprovalStatusChip status={request.estado} />
                  {request.estado === 'submitted' && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={translate('appointments.selfManaged.cancelOf', { day })}
                      onClick={() => setWithdrawing(request)}
                    >
                      {translate('appointments.selfManaged.cancel')}
                    </Button>
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        content={
          withdrawing
            ? translate('appointments.selfManaged.cancelQuestion', {
                day: formatDay(withdrawing.fechaCita),
              })
            : ''
        }
        loading={isPending}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
      />
    </Loaded>
  );
}

/** "Autogestión": the request form and my requests. */
export function SelfManagedSection({ badge, username }: { badge: string; username: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <SelfManagedForm badge={badge} username={username} />
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('appointments.selfManaged.mine')}
        </Typography>
        <MySelfManaged badge={badge} />
      </Box>
    </Stack>
  );
}
