import { describe, expect, it } from 'vitest';
import { openingResolver } from '../../../resources/growth/growth-openings/OpeningForm';
import { applicationResolver } from '../../../src/modules/growth/ApplyPage';
import { contactResolver } from '../../../src/modules/growth/ProfilePage';
import { OPENING } from '../../fixtures/growth';

const resolve = async (resolver: typeof openingResolver, values: Record<string, unknown>) => {
  const { errors } = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
};

const application = {
  email: 'employee@portal.example.com',
  phone: '8300-7919',
  badge: '100001',
  openingId: 3,
  job: 'Analista de calidad',
  workSchedule: 'Lunes a viernes',
  startTime: '08:00',
  endTime: '17:00',
  resume: { rawFile: {}, src: 'blob:cv', title: 'cv.pdf' },
};

describe('the application form (the contract’s rules, the portal’s words)', () => {
  it('takes a complete application', async () => {
    expect(await resolve(applicationResolver, application)).toEqual({});
  });

  it('asks for the résumé and words a bad phone, email and shift', async () => {
    const errors = await resolve(applicationResolver, {
      ...application,
      email: 'no es correo',
      phone: '12',
      endTime: '25:00',
      resume: null,
    });
    expect(errors).toMatchObject({
      phone: 'growth.apply.phone',
      endTime: 'growth.apply.time',
      email: expect.anything(),
      resume: expect.anything(),
    });
    expect(errors).not.toHaveProperty('startTime');
  });
});

describe('the contact data form', () => {
  it('words a bad phone and requires the email', async () => {
    expect(
      await resolve(contactResolver, { email: '', phone: 'abc', badge: '100001' }),
    ).toMatchObject({ phone: 'growth.apply.phone', email: expect.anything() });
    expect(
      await resolve(contactResolver, {
        email: 'a@portal.example.com',
        phone: '+506 8888-1234',
        badge: '100001',
      }),
    ).toEqual({});
  });
});

describe('the opening form', () => {
  it('takes an opening without a closing day', async () => {
    expect(await resolve(openingResolver, OPENING)).toEqual({});
  });

  it('words a bad shift and a bad closing day', async () => {
    expect(
      await resolve(openingResolver, { ...OPENING, startTime: '8 am', closesOn: '2026-13-40' }),
    ).toMatchObject({ startTime: 'growth.admin.time', closesOn: 'growth.admin.date' });
  });
});
