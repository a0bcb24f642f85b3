import Send from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { SelectInput, TextInput, useCreate, useTranslate } from 'react-admin';
import { DateInput } from '../../../resources/shared/DateInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  MAX_START_DAYS_AHEAD,
  type NearbyRoute,
  requestBody,
  TRANSPORT_TESTS,
  type TransportRequest,
} from '../../../contracts/transportation/transportation';
import type { SeatRequestValues } from '../../../dataProviders/transportation/transportation';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { OnlineSaveButton } from '../../../resources/shared/OnlineSaveButton';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { SavedNotice } from '../../../resources/shared/SavedNotice';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { useFormatDay } from '../../../resources/shared/dates';
import { MY_REQUESTS, MY_REQUESTS_ANCHOR } from '../../../resources/transportation/shared/paths';
import {
  useRereadTransport,
  useTransportWords,
} from '../../../resources/transportation/shared/transportParts';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

/** The request's contract, its own rules worded by the portal. */
export const seatRequestResolver = contractResolver(requestBody, {
  messages: {
    [TRANSPORT_TESTS.isoDate]: 'transportation.form.dateRule',
    [TRANSPORT_TESTS.startWindow]: 'transportation.form.startWindow',
  },
});

/** A route picked from the list of routes: the form takes it with its nearest stop. */
export interface WantedRoute {
  routeId: number;
  /** Changes on every pick, so the same route picked again is taken again. */
  at: number;
}

/** The stop a route suggests: the one nearest home, else its first. */
const suggestedStop = (route: NearbyRoute | undefined) =>
  route ? (route.nearestStopId ?? route.stops[0]?.id ?? '') : '';

/** Route, then one of its stops (the nearest home suggested), the first day and a note. */
function SeatRequestInputs({
  routes,
  wanted,
}: {
  routes: readonly NearbyRoute[];
  wanted: WantedRoute | null;
}) {
  const translate = useTranslate();
  const words = useTransportWords();
  const { setValue } = useFormContext();
  const routeId = useWatch({ name: 'routeId' }) as number | '' | undefined;
  const route = routes.find((candidate) => candidate.id === routeId);
  const today = calendarDay();

  useEffect(() => {
    if (!wanted) return;
    setValue('routeId', wanted.routeId, { shouldDirty: true });
  }, [wanted, setValue]);
  // A new route brings its own stops: the suggested one replaces a stop of the last route.
  const previous = useRef(routeId);
  useEffect(() => {
    if (previous.current !== routeId) {
      setValue('stopId', suggestedStop(route), { shouldDirty: true });
      previous.current = routeId;
    }
  }, [routeId, route, setValue]);

  return (
    <>
      <SelectInput
        source="routeId"
        choices={routes.map((candidate) => ({
          id: candidate.id,
          name: translate('transportation.form.routeChoice', {
            route: words.route(candidate),
            seats: translate('transportation.seatsLeft', { smart_count: candidate.seatsLeft }),
          }),
          // A full route takes no request: the service would refuse it.
          disabled: candidate.seatsLeft <= 0,
        }))}
        translateChoice={false}
        fullWidth
      />
      <SelectInput
        source="stopId"
        choices={(route?.stops ?? []).map((stop) => ({ id: stop.id, name: words.stop(stop) }))}
        translateChoice={false}
        disabled={!route}
        helperText={route ? false : 'transportation.form.pickRoute'}
        fullWidth
        // The hint says what to do first: readable, though its input waits disabled.
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      />
      <DateInput
        source="startDate"
        helperText={translate('transportation.form.startHelp', { days: MAX_START_DAYS_AHEAD })}
        min={today}
        max={addDays(today, MAX_START_DAYS_AHEAD)}
        sx={{ maxWidth: 260 }}
      />
      <TextInput
        source="note"
        multiline
        minRows={2}
        helperText="transportation.form.noteHelp"
        fullWidth
      />
    </>
  );
}

/**
 * The seat request: a route of the list, one of its stops, from which day and a note, checked
 * with the service's contract. The service's refusal (a route just filled, an open request in
 * that direction) shows above the button and on its field; once sent, what was asked.
 */
export function SeatRequestForm({
  routes,
  wanted,
}: {
  routes: readonly NearbyRoute[];
  wanted: WantedRoute | null;
}) {
  const translate = useTranslate();
  const day = useFormatDay();
  const reread = useRereadTransport();
  const [create] = useCreate<TransportRequest>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<TransportRequest | null>(null);
  const [form, setForm] = useState(0);

  if (sent) {
    return (
      <SavedNotice
        title={translate('transportation.form.sentTitle')}
        message={translate('transportation.form.sent', {
          route: sent.routeName,
          stop: sent.stopName,
          date: day(sent.startDate),
        })}
        another={{
          label: 'transportation.form.another',
          onClick: () => {
            setSent(null);
            setForm((count) => count + 1);
          },
        }}
      >
        <Button href={`#${MY_REQUESTS_ANCHOR}`}>{translate('transportation.form.toMine')}</Button>
      </SavedNotice>
    );
  }

  const submit = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      const answer = await create(
        MY_REQUESTS,
        { data: values as unknown as SeatRequestValues },
        { returnPromise: true },
      );
      await reread();
      setSent(answer as TransportRequest);
      return undefined;
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setRefusal(message || translate('components.serviceFailure.message'));
      return errors;
    }
  };

  return (
    <ContractForm
      draft="transportation-seat"
      key={form}
      record={{ routeId: '', stopId: '', startDate: addDays(calendarDay(), 1), note: '' }}
      resolver={seatRequestResolver}
      onSubmit={submit}
      resource={MY_REQUESTS}
      noValidate
    >
      <Stack spacing={1} sx={{ maxWidth: 600 }}>
        <SeatRequestInputs routes={routes} wanted={wanted} />
        <RefusalAlert refusal={refusal} />
        <OnlineSaveButton
          label={translate('transportation.form.submit')}
          icon={<Send />}
          alwaysEnable
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </ContractForm>
  );
}
