import '../setup/translatedYup';
import { describe, expect, it } from 'vitest';
import { canMove, isFinalStatus, NEXT_STATUSES } from '../../../contracts/referrals/referrals';
import type { PositionRecord } from '../../../dataProviders/referrals/referrals';
import { es } from '../../../src/modules/referrals/i18n/es';
import { en } from '../../../src/modules/referrals/i18n/en';
import { groupByCategory, positionLabel } from '../../../resources/referrals/shared/positions';
import { referralResolver } from '../../../src/modules/referrals/referralForm';
import { expectErrorMessages } from '../helpers/formErrors';

const valid = {
  badge: '100001',
  identificationNumber: '1-0234-0567',
  firstName: 'Ana',
  lastName: 'Mora',
  phone: '8888-1234',
  candidateEmail: 'ana.mora@example.com',
  englishLevel: 'B2',
  academicGrade: 'university',
  paymentMethod: 'payroll',
  workType: 'onSite',
  promotionalCode: 'BAF-2026-Q4',
  location: 1,
  positionId: 4,
};

const resolve = (values: Record<string, unknown>) =>
  referralResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the referral form checks SaveRaft’s contract before sending', () => {
  it('names every missing required field', async () => {
    const { errors } = await resolve({ badge: '100001' });
    expectErrorMessages(errors, {
      identificationNumber: 'ra.validation.required',
      firstName: 'ra.validation.required',
      lastName: 'ra.validation.required',
      phone: 'ra.validation.required',
      candidateEmail: 'ra.validation.required',
      englishLevel: 'ra.validation.required',
      academicGrade: 'ra.validation.required',
      paymentMethod: 'ra.validation.required',
      workType: 'ra.validation.required',
      location: 'ra.validation.required',
      positionId: 'ra.validation.required',
      secondName: undefined,
      personalEmail: undefined,
      resume: undefined,
    });
  });

  it('words the identification and phone rules in the portal’s own keys', async () => {
    const { errors } = await resolve({
      ...valid,
      identificationNumber: '12',
      phone: 'llámeme',
      personalEmail: 'no es un correo',
    });
    expectErrorMessages(errors, {
      identificationNumber: 'referrals.validation.identification',
      phone: 'referrals.validation.phone',
      firstName: undefined,
    });
    expect(errors.personalEmail?.message).toBeTruthy();
  });

  it('sends the identification normalised (no hyphens or spaces, upper case)', async () => {
    const result = await resolve({ ...valid, identificationNumber: ' 1-0234-0567 ' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ identificationNumber: '102340567', badge: '100001' });
    const passport = await resolve({ ...valid, identificationNumber: 'ab 123456' });
    expect(passport.values).toMatchObject({ identificationNumber: 'AB123456' });
  });

  it('has both languages for the contract rules it names', () => {
    const validation = (tree: typeof es) =>
      Object.keys((tree.referrals as { validation: object }).validation).sort();
    expect(validation(es)).toEqual(['identification', 'phone']);
    expect(validation(en)).toEqual(validation(es));
  });
});

describe('the status workflow the owners move', () => {
  it('offers not hired until the end, and nothing after a final status', () => {
    expect(NEXT_STATUSES.received).toEqual(['in_review', 'not_hired']);
    expect(canMove('interviewed', 'hired')).toBe(true);
    expect(canMove('received', 'hired')).toBe(false);
    expect(isFinalStatus('hired')).toBe(true);
    expect(isFinalStatus('not_hired')).toBe(true);
    expect(isFinalStatus('in_review')).toBe(false);
  });
});

describe('open positions by category', () => {
  const position = (id: number, category: string, title: string): PositionRecord => ({
    id,
    category,
    title,
    locations: [],
  });

  it('groups positions under their category, in the order the service sent them', () => {
    const groups = groupByCategory([
      position(1, 'Ventas', 'Ejecutivo'),
      position(2, 'Bilingüe', 'Agente'),
      position(3, 'Ventas', 'Supervisor'),
    ]);
    expect(groups.map((g) => [g.category, g.positions.map((p) => p.id)])).toEqual([
      ['Ventas', [1, 3]],
      ['Bilingüe', [2]],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });

  it('labels a position with its category for the form’s choice', () => {
    expect(positionLabel(position(2, 'Bilingüe', 'Agente'))).toBe('Bilingüe · Agente');
  });
});
