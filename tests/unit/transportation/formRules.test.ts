import '../setup/translatedYup';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { transportRouteResolver } from '../../../resources/transportation/transport-routes/TransportRouteForm';
import { en } from '../../../src/modules/transportation/i18n/en';
import { es } from '../../../src/modules/transportation/i18n/es';
import { seatRequestResolver } from '../../../src/modules/transportation/SeatRequestForm';
import { expectErrorMessages } from '../helpers/formErrors';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const today = calendarDay();

const route = {
  name: 'Heredia nocturna',
  direction: 'outbound',
  site: 'Sede Oeste',
  days: [1, 2, 3, 4, 5],
  seats: 20,
  active: true,
  stops: [{ name: 'Parque central', time: '22:30', districtCode: '40101' }],
};

describe('the seat request form checks the contract before sending', () => {
  const resolve = (values: Record<string, unknown>) =>
    seatRequestResolver(values, undefined, options);

  it('names the route, the stop and the day when missing', async () => {
    const { errors } = await resolve({ routeId: '', stopId: '', startDate: '', note: '' });
    expectErrorMessages(errors, {
      routeId: 'ra.validation.required',
      stopId: 'ra.validation.required',
      startDate: 'ra.validation.required',
      note: undefined,
    });
  });

  it('takes a day from today to 60 days ahead, in the portal’s own words otherwise', async () => {
    const valid = { routeId: 3, stopId: 7, note: '' };
    expect((await resolve({ ...valid, startDate: today })).errors).toEqual({});
    expect((await resolve({ ...valid, startDate: addDays(today, 60) })).errors).toEqual({});
    expectErrorMessages((await resolve({ ...valid, startDate: addDays(today, 61) })).errors, {
      startDate: 'transportation.form.startWindow',
    });
    expectErrorMessages((await resolve({ ...valid, startDate: addDays(today, -1) })).errors, {
      startDate: 'transportation.form.startWindow',
    });
    expectErrorMessages((await resolve({ ...valid, startDate: '01/12/2026' })).errors, {
      startDate: 'transportation.form.dateRule',
    });
  });
});

describe('the route form checks the contract before sending', () => {
  const resolve = (values: Record<string, unknown>) =>
    transportRouteResolver(values, undefined, options);

  it('accepts a route with its stops (the cascade’s province and canton ride along)', async () => {
    const stops = [{ ...route.stops[0], provinceCode: 4, cantonCode: '401' }];
    expect((await resolve({ ...route, stops })).errors).toEqual({});
  });

  it('asks for at least one stop, its name, time and district, and different days', async () => {
    expect((await resolve({ ...route, stops: [] })).errors.stops?.message).toEqual({
      message: 'components.validation.minItems',
      args: { smart_count: 1 },
    });
    const { errors } = await resolve({
      ...route,
      days: [1, 1],
      stops: [{ name: '', time: '', districtCode: '' }],
    });
    expectErrorMessages(errors, { days: 'transportation.admin.routes.daysRule' });
    // No day at all: asked for a day, not for "an element".
    expectErrorMessages((await resolve({ ...route, days: [] })).errors, {
      days: 'components.validation.minDays',
    });
    const [stop] = errors.stops as unknown as FieldErrors[];
    expectErrorMessages(stop!, {
      name: 'ra.validation.required',
      time: 'ra.validation.required',
      districtCode: 'ra.validation.required',
    });
  });

  it('keeps the seats between 1 and the largest bus', async () => {
    expect((await resolve({ ...route, seats: 0 })).errors).toHaveProperty('seats');
    expect((await resolve({ ...route, seats: 81 })).errors).toHaveProperty('seats');
  });
});

describe('the module’s texts', () => {
  it('has the same keys in Spanish and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(en).sort()).toEqual(keys(es).sort());
  });
});
