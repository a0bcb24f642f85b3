import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  access,
  fromBody,
  fromQuery,
  isAllowed,
  isSelfOrOwner,
  type SelfAccess,
  SYSTEM_ADMIN,
} from '../../server/auth/access';

const employee = { role: ['payroll_User'], username: 'employee', employeeid: '100002' };
const admin = { role: [SYSTEM_ADMIN], username: 'admin', employeeid: '100001' };
const owner = { role: ['Payroll_Owner'], username: 'payroll.owner', employeeid: '100014' };

describe('strictly one’s own data (access.own)', () => {
  const rule = access.own('employeeid', fromQuery('codigo_alternativo'), [
    'payroll_User',
  ]) as SelfAccess;
  const carrying = (value: string) =>
    rule.subject({ query: { codigo_alternativo: value } } as unknown as FastifyRequest);

  it('lets the employee read their own, and nobody, System_Admin included, another’s', () => {
    expect(isSelfOrOwner(rule, employee, carrying('100002'))).toBe(true);
    expect(isSelfOrOwner(rule, employee, carrying('100001'))).toBe(false);
    expect(isSelfOrOwner(rule, admin, carrying('100002'))).toBe(false);
    expect(isSelfOrOwner(rule, admin, carrying('100001'))).toBe(true);
  });

  it('asks for the roles it names (System_Admin holds them all)', () => {
    expect(isAllowed(rule, employee.role)).toBe(true);
    expect(isAllowed(rule, admin.role)).toBe(true);
    expect(isAllowed(rule, [])).toBe(false);
  });

  it('while a plain self rule still lets System_Admin and the owners through', () => {
    const self = access.self('employeeid', fromQuery('badge'), ['Payroll_Owner']) as SelfAccess;
    expect(isSelfOrOwner(self, admin, '100002')).toBe(true);
    expect(isSelfOrOwner(self, owner, '100002')).toBe(true);
    expect(isAllowed(self, [])).toBe(true);
  });
});

describe('one’s own data that the staff whose work it is read too (access.ownOrStaff)', () => {
  const rule = access.ownOrStaff('employeeid', fromQuery('badge'), ['Medical_Staff']) as SelfAccess;
  const staff = { role: ['Medical_Staff'], username: 'medical.staff', employeeid: '100015' };

  it('lets the employee and the staff read a record, and not System_Admin nor another owner', () => {
    expect(isSelfOrOwner(rule, employee, '100002')).toBe(true);
    expect(isSelfOrOwner(rule, employee, '100003')).toBe(false);
    expect(isSelfOrOwner(rule, staff, '100002')).toBe(true);
    expect(isSelfOrOwner(rule, admin, '100002')).toBe(false);
    expect(isSelfOrOwner(rule, owner, '100002')).toBe(false);
    expect(isAllowed(rule, [])).toBe(true);
  });
});

describe('an id written after a prefix (the cafeteria’s badge)', () => {
  const rule = access.own('employeeid', fromBody('badgeUser', { prefix: '01' })) as SelfAccess;
  const carrying = (badgeUser: unknown) =>
    rule.subject({ body: { badgeUser } } as unknown as FastifyRequest);

  it('compares the badge after the prefix', () => {
    expect(isSelfOrOwner(rule, employee, carrying('01100002'))).toBe(true);
    expect(isSelfOrOwner(rule, employee, carrying('01100001'))).toBe(false);
  });

  it('never matches a value without the prefix, nor a missing one', () => {
    expect(isSelfOrOwner(rule, employee, carrying('100002'))).toBe(false);
    expect(isSelfOrOwner(rule, employee, carrying('0200100002'))).toBe(false);
    expect(isSelfOrOwner(rule, employee, carrying(undefined))).toBe(false);
  });
});
