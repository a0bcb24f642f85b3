import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type {
  Direction,
  TransportRoute,
  TransportStop,
} from '../../../contracts/transportation/transportation';
import { to12Hour } from '../../../contracts/timeOfDay';
import { useWeekdayName } from '../../shared/dates';
import { MY_REQUESTS, NEARBY } from './paths';

/** Every weekday: a route that runs on all of them says so in one word. */
const EVERY_DAY = 7;
/** Monday to Friday. */
const WORKDAYS = [1, 2, 3, 4, 5];

/** Words for a route's parts: its direction, the days it runs, a stop. */
export function useTransportWords() {
  const translate = useTranslate();
  const weekdayName = useWeekdayName();
  const direction = (value: Direction) => translate(`transportation.direction.${value}`);
  /** 'Lunes a viernes', 'Todos los días' or 'lun, mié, vie'. */
  const days = (weekdays: readonly number[]) => {
    if (weekdays.length === EVERY_DAY) return translate('transportation.days.every');
    if (weekdays.length === WORKDAYS.length && WORKDAYS.every((day) => weekdays.includes(day)))
      return translate('transportation.days.workdays');
    return weekdays.map((day) => weekdayName(day, 'short')).join(', ');
  };
  /** '10:30 pm · Parada del parque (San Pedro, Montes de Oca)'. */
  const stop = (value: Pick<TransportStop, 'time' | 'name' | 'districtName' | 'cantonName'>) =>
    translate('transportation.stopLine', {
      time: to12Hour(value.time),
      name: value.name,
      district: value.districtName,
      canton: value.cantonName,
    });
  const time = (value: string) => to12Hour(value);
  /** 'Ruta Heredia nocturna · De regreso a casa · Sede Oeste'. */
  const route = (value: Pick<TransportRoute, 'name' | 'direction' | 'site'>) =>
    `${value.name} · ${direction(value.direction)} · ${value.site}`;
  return { direction, days, stop, route, time };
}

/** Re-reads what a new or withdrawn request changes: my requests and the seats left. */
export function useRereadTransport() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [MY_REQUESTS, NEARBY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
}
