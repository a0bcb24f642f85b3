import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { RecordRead } from '../../../contracts/privacy/reads';
import { MY_RECORD_READS } from '../../../dataProviders/privacyReads';
import { ReadersOfMyRecords } from '../../../src/privacy/ReadersOfMyRecords';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const read: RecordRead = {
  id: 3,
  at: '2026-11-20T15:00:00.000Z',
  reader: { username: 'medical.staff', fullName: 'Lucía Mora Solís' },
  readerRoles: ['Medical_Staff'],
  what: 'medical_history',
  recordId: null,
  screen: '/portal/MedicalAppointment/Citas',
};

function fakeProvider(reads: RecordRead[], total = reads.length) {
  return {
    getList: vi.fn(async () => ({ data: reads, total })),
  } as unknown as DataProvider & { getList: ReturnType<typeof vi.fn> };
}

const open = (dataProvider: DataProvider) =>
  renderPageAt('/MisDatos', '/MisDatos', <ReadersOfMyRecords />, {
    dataProvider,
    authProvider: signedInAs(['Employee'], { id: '100002', fullName: 'Esteban Vargas Rojas' }),
  });

describe('/MisDatos: who read my records', () => {
  it('names each reader, their role, what they read, when and from which screen', async () => {
    const provider = fakeProvider([read]);
    open(provider);
    const list = await screen.findByRole('list', { name: 'Quién leyó mis registros' });
    const [line] = within(list).getAllByRole('listitem');
    expect(line).toHaveTextContent('Lucía Mora Solís leyó: historial de diagnósticos');
    expect(line).toHaveTextContent('como Personal médico');
    expect(line).toHaveTextContent('desde /portal/MedicalAppointment/Citas');
    expect(provider.getList).toHaveBeenCalledWith(
      MY_RECORD_READS,
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('says when nobody else read them', async () => {
    open(fakeProvider([]));
    expect(await screen.findByText('Nadie más ha leído sus registros.')).toBeInTheDocument();
  });

  it('offers the pages when there are more reads than one page shows', async () => {
    open(fakeProvider([read], 25));
    expect(
      await screen.findByRole('navigation', { name: 'Páginas de lecturas' }),
    ).toBeInTheDocument();
  });
});
