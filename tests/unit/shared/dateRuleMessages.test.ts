import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as appointments from '../../../contracts/appointments/appointments';
import * as benefits from '../../../contracts/benefits/benefits';
import * as growth from '../../../contracts/growth/growth';
import * as newsletters from '../../../contracts/newsletters/newsletters';
import * as personalDays from '../../../contracts/personalDays/personalDays';
import * as reimbursement from '../../../contracts/reimbursement/reimbursement';
import * as sales from '../../../contracts/sales/sales';
import * as transportation from '../../../contracts/transportation/transportation';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';

const [spanish, english] = await Promise.all([catalogue('es', modules), catalogue('en', modules)]);

const textAt = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

/** The contracts' own rules by their constants' names (`SALES_TESTS`), as the forms name them. */
const contractTests = Object.fromEntries(
  [appointments, benefits, growth, newsletters, personalDays, reimbursement, sales, transportation]
    .flatMap((contract) => Object.entries(contract))
    .filter(([name]) => name.endsWith('_TESTS')),
) as Record<string, Record<string, string>>;

/** A rule about a date: its format, its window, or its order against another date. */
const isDateRule = (rule: string) => /date|future|past|before|after|window/i.test(rule);

/** Each `[X_TESTS.rule]: 'key'` (or `` [`field.${X_TESTS.rule}`]: 'key' ``) of the portal's forms. */
function formDateMessages() {
  const found: { file: string; rule: string; key: string }[] = [];
  const named = /\[`?(?:\w+\.\$\{)?(\w+_TESTS)\.(\w+)\}?`?\]:\s*'([\w.]+)'/g;
  for (const folder of ['src', 'resources']) {
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(name)) continue;
      const file = join(folder, name);
      for (const [, tests = '', rule = '', key = ''] of readFileSync(file, 'utf8').matchAll(
        named,
      )) {
        if (contractTests[tests]?.[rule] !== undefined && isDateRule(rule)) {
          found.push({ file, rule: `${tests}.${rule}`, key });
        }
      }
    }
  }
  return found;
}

describe('the contracts’ date rules on the portal’s forms', () => {
  const messages = formDateMessages();

  it('are found on the forms', () => {
    expect(messages.map(({ rule }) => rule)).toContain('REIMBURSEMENT_TESTS.notFuture');
    expect(messages.length).toBeGreaterThan(10);
  });

  it.each(messages)(
    '$rule in $file says which date is wrong, in Spanish and in English',
    ({ key }) => {
      expect(textAt(spanish, key), key).toMatch(/fecha/i);
      expect(textAt(english, key), key).toMatch(/date/i);
    },
  );
});
