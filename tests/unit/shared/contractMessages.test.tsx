import '../setup/translatedYup';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  ArrayInput,
  FieldTitle,
  memoryStore,
  SimpleFormIterator,
  TextInput,
  useWrappedSource,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { array, boolean, number, object, string } from 'yup';
import { benefitFields } from '../../../contracts/benefits/benefits';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { contractResolver, requiredFields } from '../../../resources/shared/contractResolver';
import { catalogue } from '../../../src/i18n';
import { YUP_MESSAGES } from '../../../src/i18n/yupLocale';
import { markingRequired } from '../../../resources/shared/RequiredFields';
import { modules } from '../../../src/modules';

const [spanish, english] = await Promise.all([catalogue('es', modules), catalogue('en', modules)]);

const textAt = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

/** The parameters yup gives a message, for every rule at once. */
const PARAMS = {
  path: 'field',
  values: 'a, b',
  length: 2,
  min: 2,
  max: 2,
  less: 2,
  more: 2,
  originalValue: 'x',
  type: 'number',
};

const keyOf = (message: unknown): string => {
  const given =
    typeof message === 'function' ? (message as (p: object) => unknown)(PARAMS) : message;
  return typeof given === 'string' ? given : (given as { message: string }).message;
};

const resolve = (schema: Parameters<typeof contractResolver>[0], values: object) =>
  contractResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('yup in the portal speaks the catalogue', () => {
  const rules = Object.entries(YUP_MESSAGES).flatMap(([type, messages]) =>
    Object.entries(messages as object).map(([rule, message]) => [
      `${type}.${rule}`,
      keyOf(message),
    ]),
  );

  it.each(rules)('%s is the key %s, in Spanish and in English', (_rule, key) => {
    expect(typeof textAt(spanish, key), key).toBe('string');
    expect(typeof textAt(english, key), key).toBe('string');
  });

  it('gives a form every built-in rule as a key, never yup’s English', async () => {
    const { errors } = await resolve(
      object({
        site: string().url(),
        count: number().integer().lessThan(5),
        tags: array(string()).min(2),
        code: string().length(4),
        gone: string().defined(),
      }),
      { site: 'no es web', count: 7.5, tags: ['a'], code: 'abc' },
    );
    expect(errors.site?.message).toBe('components.validation.url');
    expect(errors.count?.message).toBe('components.validation.integer');
    expect(errors.tags?.message).toEqual({
      message: 'components.validation.minItems',
      args: { smart_count: 2 },
    });
    expect(errors.code?.message).toEqual({
      message: 'components.validation.length',
      args: { length: 4 },
    });
    expect(errors.gone?.message).toBe('ra.validation.required');
  });

  it('says a rule of the contract’s own the form did not name is not valid, in the catalogue’s words', async () => {
    const { errors } = await resolve(
      object({
        code: string().test(
          'even',
          '${path} must have an even length',
          (v) => !v || v.length % 2 === 0,
        ),
      }),
      { code: 'abc' },
    );
    expect(errors.code?.message).toBe('components.validation.invalid');
  });

  it('reads an empty number as missing and a word as not a number', async () => {
    const schema = object({ amount: number().required() });
    expect((await resolve(schema, { amount: '' })).errors.amount?.message).toBe(
      'ra.validation.required',
    );
    expect((await resolve(schema, { amount: 'diez' })).errors.amount?.message).toBe(
      'ra.validation.number',
    );
  });
});

describe('the contract’s required fields', () => {
  it('are those a value must be given for, lists included, switches never', () => {
    const required = requiredFields(
      object({
        name: string().required(),
        note: string().default(''),
        active: boolean().required(),
        links: array(object({ name: string().required(), url: string() })),
        Logo: string().required(),
      }),
      { Logo: 'logoPicture' },
    );
    expect(required('name')).toBe(true);
    expect(required('note')).toBe(false);
    expect(required('active')).toBe(false);
    expect(required('links.0.name')).toBe(true);
    expect(required('links.3.url')).toBe(false);
    expect(required('logoPicture')).toBe(true);
    expect(required('notInTheContract')).toBe(false);
  });

  it('wear react-admin’s asterisk in a form validated by the contract, in lists too', () => {
    const Title = markingRequired(FieldTitle, useWrappedSource);
    const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
    // What the portal build gives react-admin's inputs (vite.config.ts), shown here directly.
    const Labelled = ({ source }: { source: string }) => (
      <span data-testid={source}>
        <Title source={source} resource="benefits" />
      </span>
    );
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ContractForm resolver={contractResolver(benefitFields)} onSubmit={vi.fn()}>
          <TextInput source="name" resource="benefits" />
          <Labelled source="description" />
          <Labelled source="benefitInfo" />
          <ArrayInput source="benefitLinks" resource="benefits" defaultValue={[{ name: 'x' }]}>
            <SimpleFormIterator>
              <Labelled source="name" />
            </SimpleFormIterator>
          </ArrayInput>
        </ContractForm>
      </AdminContext>,
    );
    expect(screen.getByTestId('description').textContent).toMatch(/\*$/);
    expect(screen.getByTestId('benefitInfo').textContent).not.toMatch(/\*/);
    expect(screen.getByTestId('name').textContent).toMatch(/\*$/);
  });
});
