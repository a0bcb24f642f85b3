import '../setup/translatedYup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, combineDataProviders, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  benefitLocationsAdapter,
  boundariesAdapter,
  geographyAdapters,
} from '../../../dataProviders/benefits/locations';
import { locationResolver } from '../../../resources/benefits/benefit-locations/LocationInputs';
import { BenefitLocationsTab } from '../../../resources/benefits/benefit-locations/BenefitLocationsTab';
import { spanish } from '../helpers/portalMessages';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';
import { expectErrorMessages } from '../helpers/formErrors';

const cantonsOf: Record<string, { id: string; provinceId: number; name: string }[]> = {
  '1': [
    { id: '101', provinceId: 1, name: 'San José' },
    { id: '119', provinceId: 1, name: 'Pérez Zeledón' },
  ],
  '7': [
    { id: '701', provinceId: 7, name: 'Limón' },
    { id: '702', provinceId: 7, name: 'Pococí' },
  ],
};
const districtsOf: Record<string, { id: string; cantonId: string; name: string }[]> = {
  '119': [
    { id: '11901', cantonId: '119', name: 'San Isidro de El General' },
    { id: '11902', cantonId: '119', name: 'El General' },
  ],
  '702': [{ id: '70201', cantonId: '702', name: 'Guápiles' }],
};

const mainApi = fakeMainApi({
  respond: (_request, { url }) => {
    if (url === '/Provinces') {
      return HttpResponse.json([
        { id: 1, name: 'San José' },
        { id: 7, name: 'Limón' },
      ]);
    }
    const districts = /^\/Provinces\/\d\/Cantons\/(\d{3})\/Districts$/.exec(url);
    if (districts) return HttpResponse.json(districtsOf[districts[1]!] ?? []);
    // No boundary loaded: the map keeps the country's view.
    if (url.startsWith('/Geography/Boundaries/'))
      return HttpResponse.json({ message: 'none' }, { status: 404 });
    const cantons = /^\/Provinces\/(\d)\/Cantons$/.exec(url);
    if (cantons) return HttpResponse.json(cantonsOf[cantons[1]!] ?? []);
    return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
  },
});

function renderTab() {
  const adapters = {
    'benefit-locations': benefitLocationsAdapter(MAIN_API, mainApi.http),
    ...geographyAdapters(MAIN_API, mainApi.http),
    'division-boundaries': boundariesAdapter(MAIN_API, mainApi.http),
  };
  const dataProvider = combineDataProviders(
    (resource) => adapters[resource as keyof typeof adapters],
  );
  const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <BenefitLocationsTab benefitId={3} />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Opens a MUI select by its label (once its list has loaded) and picks an option. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the location form’s cascading geography selects', () => {
  it('feeds cantons and districts from the Geography calls and clears them when a parent changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab();
    expect(await screen.findByText('No hay ubicaciones para este filtro.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar ubicación' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Cantón' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await waitFor(() => expect(mainApi.sent.map((r) => r.url)).toContain('/Provinces'));
    await choose(user, 'Provincia', 'San José');
    await choose(user, 'Cantón', 'Pérez Zeledón');
    await choose(user, 'Distrito', 'El General');
    expect(screen.getByRole('combobox', { name: 'Distrito' })).toHaveTextContent('El General');
    expect(mainApi.sent.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/Provinces/1/Cantons', '/Provinces/1/Cantons/119/Districts']),
    );

    await choose(user, 'Provincia', 'Limón');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cantón' })).not.toHaveTextContent(
        'Pérez Zeledón',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Distrito' })).not.toHaveTextContent('El General');
    expect(screen.getByRole('combobox', { name: 'Distrito' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await choose(user, 'Cantón', 'Pococí');
    await choose(user, 'Distrito', 'Guápiles');
    expect(mainApi.sent.map((r) => r.url)).toContain('/Provinces/7/Cantons/702/Districts');
  });
});

describe('the location form’s validation (the service’s yup contract)', () => {
  const values = {
    idBenefits: 3,
    provinceCode: 7,
    cantonCode: '702',
    districtCode: '70201',
    address: 'Centro de Guápiles',
    latitude: '10,2156',
    longitude: '-83,7848',
    phone: '',
    whatsapp: '',
    active: true,
    principalLocation: false,
    ubicationType: 'store',
  };
  const resolve = (overrides: Record<string, unknown>) =>
    locationResolver({ ...values, ...overrides }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('accepts a decimal comma typed by hand, and keeps it as typed', async () => {
    const result = await resolve({});
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ latitude: '10,2156' });
  });

  it('explains bad coordinates and phones with translated messages', async () => {
    const { errors } = await resolve({ latitude: '10.215,6', longitude: '-20', phone: '123' });
    expectErrorMessages(errors, {
      latitude: 'benefitLocations.validation.decimal',
      longitude: 'benefitLocations.validation.insideCostaRica',
      phone: 'benefitLocations.validation.phone',
    });
  });
});
