// @vitest-environment node
/**
 * The courses contract's pure rules: the session dates of a group, the §5 wire dates and lists,
 * and the wire form's own checks (what the server refuses before any work); the users file's
 * reading.
 */
import { describe, expect, it } from 'vitest';
import {
  badgesOf,
  fromWireDate,
  isWireDate,
  sessionsOf,
  toWireDate,
  weekdaysOf,
} from '../../../contracts/extracurricular/courses';
import { definitionWire } from '../../../contracts/extracurricular/definitions';
import { badgesOfFile } from '../../../server/modules/extracurricular/definitions/usersFile';

const wire = {
  courseId: 1,
  roomId: 2,
  badge: '0',
  startDate: '2026-11-02T00:00:00',
  endDate: '2026-11-30T00:00:00',
  startTime: '17:00',
  endTime: '18:30',
  day: '1,3',
  quota: 20,
  statusId: 2,
  active: true,
  modified_By: '100001',
  mailInstructor: '-1',
  urlSession: '-1',
  description: '',
  filter: '',
  usersList: '',
  lobList: [-1],
  positionList: [-1],
  ViewQuota: true,
};

const refused = (body: object): string[] => {
  try {
    definitionWire.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((item) => item.path);
  }
};

describe('sessionsOf', () => {
  it('lists the weekdays of the run, both ends included', () => {
    expect(sessionsOf({ startDate: '2026-11-02', endDate: '2026-11-16', day: '1,3' })).toEqual([
      '2026-11-02',
      '2026-11-04',
      '2026-11-09',
      '2026-11-11',
      '2026-11-16',
    ]);
  });

  it('reads wire dates and Sunday as 7; nothing for a malformed run', () => {
    expect(
      sessionsOf({ startDate: '2026-11-01T00:00:00', endDate: '2026-11-08T00:00:00', day: '7' }),
    ).toEqual(['2026-11-01', '2026-11-08']);
    expect(sessionsOf({ startDate: '2026-11-10', endDate: '2026-11-01', day: '1' })).toEqual([]);
    expect(sessionsOf({ startDate: '2026-11-01', endDate: '2026-11-30', day: '8' })).toEqual([]);
    expect(sessionsOf({ startDate: 'x', endDate: '2026-11-30', day: '1' })).toEqual([]);
  });
});

describe('the §5 wire form', () => {
  it('turns dates to the wire and back, and tells a wire date', () => {
    expect(toWireDate('2026-11-02')).toBe('2026-11-02T00:00:00');
    expect(fromWireDate('2026-11-02T00:00:00')).toBe('2026-11-02');
    expect([isWireDate('2026-11-02'), isWireDate('2026-11-02T00:00:00')]).toEqual([true, true]);
    expect([isWireDate('2026-11-02T08:00:00'), isWireDate('2026-02-30')]).toEqual([false, false]);
  });

  it('reads weekdays and badges lists', () => {
    expect(weekdaysOf('1,3,5')).toEqual([1, 3, 5]);
    expect(weekdaysOf('1,,3')).toEqual([]);
    expect(badgesOf(' 100001, 100002 ,')).toEqual(['100001', '100002']);
    expect(badgesOf('')).toEqual([]);
  });

  it('takes the placeholders and their empty forms', () => {
    expect(refused(wire)).toEqual([]);
    const read = definitionWire.validateSync({
      ...wire,
      badge: '',
      mailInstructor: '',
      urlSession: '',
      startDate: '2026-11-02',
    });
    expect(read).toMatchObject({ badge: '0', mailInstructor: '-1', urlSession: '-1' });
  });

  it('names each field it refuses', () => {
    expect(
      refused({
        ...wire,
        endDate: '2026-11-01T00:00:00',
        endTime: '16:00',
        day: '1,1',
        lobList: [-1, 4],
        positionList: [0],
        mailInstructor: 'nobody',
        urlSession: 'javascript:alert(1)',
        usersList: '100001,bad badge',
        quota: 501,
      }).sort(),
    ).toEqual(
      [
        'day',
        'endDate',
        'endTime',
        'lobList',
        'mailInstructor',
        'positionList',
        'quota',
        'urlSession',
        'usersList',
      ].sort(),
    );
  });
});

describe('the users file', () => {
  it('reads badges by line, comma or semicolon, without the header, quotes or a BOM', () => {
    expect(badgesOfFile(Buffer.from('\uFEFFGafete\r\n100001;"100002"\n\n100003,100001\n'))).toEqual(
      ['100001', '100002', '100003', '100001'],
    );
  });

  it('refuses a file that is not text or holds no badge, naming file', () => {
    for (const data of [
      Buffer.from([0x31, 0x00]),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('badge\n;'),
    ])
      expect(() => badgesOfFile(data)).toThrow(
        expect.objectContaining({ errors: expect.objectContaining({ file: expect.anything() }) }),
      );
  });
});
