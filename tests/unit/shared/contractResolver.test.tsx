import '../setup/translatedYup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore, SaveButton, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BENEFIT_TESTS, discountFields } from '../../../contracts/benefits/benefits';
import { toContractDateTime } from '../../../contracts/calendar';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { es } from '../../../src/i18n/es';
import { mergeMessages } from '../../../src/i18n/moduleMessages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';
import { es as benefitTexts } from '../../../src/modules/benefits/i18n/es';
import { expectErrorMessages } from '../helpers/formErrors';

/** A discount form as Benefits has it: the multipart contract's rules under the record's names. */
const discountResolver = contractResolver(discountFields, {
  toContract: (values) => ({
    ...values,
    startDate: toContractDateTime(String(values.startDate ?? '')) ?? values.startDate,
    endDate: toContractDateTime(String(values.endDate ?? '')) ?? values.endDate,
  }),
  fieldOf: {
    DiscountName: 'discountName',
    Link: 'link',
    StartDate: 'startDate',
    EndDate: 'endDate',
  },
  messages: {
    url: 'benefits.validation.url',
    [BENEFIT_TESTS.notBeforeStart]: 'benefits.validation.endBeforeStart',
  },
});

const valid = {
  idBenefits: 3,
  idLocation: null,
  discountName: 'Consulta gratis',
  link: '',
  startDate: '2026-03-01T00:00',
  endDate: '2026-03-31T23:59',
};

const resolve = (values: Record<string, unknown>) =>
  discountResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contractResolver (a form validated by its module’s contract)', () => {
  it('names each error under the form’s field, as a key the inputs translate', async () => {
    const { errors } = await resolve({
      ...valid,
      discountName: '',
      link: 'no es una dirección',
      endDate: '2026-02-01T00:00',
    });
    expectErrorMessages(errors, {
      discountName: 'ra.validation.required',
      link: 'benefits.validation.url',
      endDate: 'benefits.validation.endBeforeStart',
      DiscountName: undefined,
    });
  });

  it('keeps the form’s own values once the contract accepts them', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });

  it('shows the errors in the portal’s language under their inputs', async () => {
    const i18nProvider = polyglotI18nProvider(
      () => mergeMessages({ ...raSpanishMessages, ...es }, benefitTexts),
      'es',
    );
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Form
          record={{ ...valid, discountName: '', endDate: '2026-02-01T00:00' }}
          resolver={discountResolver}
          onSubmit={vi.fn()}
        >
          <TextInput source="discountName" resource="benefit-discounts" />
          <TextInput source="startDate" resource="benefit-discounts" />
          <TextInput source="endDate" resource="benefit-discounts" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('La fecha final debe ser igual o posterior a la inicial'),
    ).toBeInTheDocument();
    expect(screen.getByText(raSpanishMessages.ra.validation.required)).toBeInTheDocument();
  });
});
