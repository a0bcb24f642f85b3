import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Form, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../dataProviders';
import { dispositionName } from '../../../dataProviders/http';
import { appendDocuments } from '../../../dataProviders/legacyAdapter';
import { DocumentLink } from '../../../resources/shared/DocumentLink';
import { DocumentUploadInput } from '../../../resources/shared/DocumentUploadInput';
import { UploadLimitsProvider } from '../../../resources/shared/uploadLimits';
import type { RuntimeConfig } from '../../../contracts/runtimeConfig';
import { modules } from '../../../src/modules';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';
import { renderInAdmin } from './renderInAdmin';

const KB = 1024;
const PDF = '%PDF-1.4 curriculum';

const mainApi = fakeMainApi({
  respond: (request) =>
    request.url.endsWith('/resume/7')
      ? new HttpResponse(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('hoja de vida ñ.pdf')}`,
          },
        })
      : HttpResponse.json({ message: 'No existe.' }, { status: 404 }),
});

const services = { main: MAIN_API } as RuntimeConfig['services'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a private document’s name', () => {
  it('is read from Content-Disposition (RFC 6266), else the fallback', () => {
    expect(dispositionName("attachment; filename*=UTF-8''cv%20final.pdf")).toBe('cv final.pdf');
    expect(dispositionName('attachment', 'cv.pdf')).toBe('cv.pdf');
    expect(dispositionName("attachment; filename*=UTF-8''%E0%A4%A", 'cv.pdf')).toBe('cv.pdf');
    expect(dispositionName(null)).toBe('file');
    expect(dispositionName('attachment; filename="colilla-100002-2026-11-01.pdf"')).toBe(
      'colilla-100002-2026-11-01.pdf',
    );
  });
});

describe('the data provider’s download', () => {
  it('reads a document with the session’s token, whichever module keeps it', async () => {
    const provider = createDataProvider(modules, services, mainApi.http);
    const file = await provider.download(`${MAIN_API}/resume/7`);
    expect(file.name).toBe('hoja de vida ñ.pdf');
    expect(await file.blob.text()).toBe(PDF);
    await expect(provider.download(`${MAIN_API}/resume/8`)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('appendDocuments', () => {
  it('puts the newly chosen files of one input or several under one field', () => {
    const one = new File(['a'], 'a.pdf');
    const two = new File(['bb'], 'b.docx');
    const form = appendDocuments(new FormData(), 'resume', [
      { src: 'blob:a', rawFile: one },
      { src: '/stored' },
      { src: 'blob:b', rawFile: two },
    ]);
    expect(form.getAll('resume').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.docx']);
    expect(appendDocuments(new FormData(), 'resume', null).getAll('resume')).toEqual([]);
  });
});

describe('DocumentUploadInput', () => {
  const renderInput = (locale: 'es' | 'en' = 'es', kind?: 'pdfOrImage') =>
    renderInAdmin(
      <UploadLimitsProvider limits={{ maxFileBytes: 40 * KB }}>
        <Form>
          <DocumentUploadInput source="resume" label="Hoja de vida" multiple kind={kind} />
        </Form>
        <Notification />
      </UploadLimitsProvider>,
      locale,
    );

  it('says the types and the services’ limit, in the user’s language', async () => {
    renderInput();
    expect(await screen.findByText('PDF o DOCX, de 40 KB como máximo.')).toBeInTheDocument();
  });

  it('refuses a picture or a larger file before sending, and keeps several documents', async () => {
    renderInput('en');
    const input = await screen.findByLabelText<HTMLInputElement>('Hoja de vida');
    await userEvent.upload(
      input,
      new File([new Uint8Array(40 * KB + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('The document must be PDF or DOCX of at most 40 KB.'),
    ).toBeInTheDocument();
    await userEvent.upload(input, [
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'carta.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('carta.docx')).toBeInTheDocument();
    expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();
  });

  it('takes a PDF or a photo of the paper (an invoice), not a Word document', async () => {
    renderInput('es', 'pdfOrImage');
    expect(await screen.findByText('PDF, JPEG o PNG, de 40 KB como máximo.')).toBeInTheDocument();
    const input = await screen.findByLabelText<HTMLInputElement>('Hoja de vida');
    const accepted = input.accept.split(',');
    expect(accepted).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png']),
    );
    expect(input.accept).not.toMatch(/wordprocessingml|docx/);
    await userEvent.upload(
      input,
      new File([new Uint8Array(40 * KB + 1)], 'grande.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('El archivo debe ser PDF, JPEG o PNG de 40 KB como máximo.'),
    ).toBeInTheDocument();
    await userEvent.upload(input, [
      new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }),
      new File(['png'], 'factura.png', { type: 'image/png' }),
      new File(['jpg'], 'factura.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText('factura.png')).toBeInTheDocument();
    expect(screen.getByText('factura.jpg')).toBeInTheDocument();
    expect(screen.getByText('factura.pdf')).toBeInTheDocument();
    expect(screen.queryByText('grande.png')).not.toBeInTheDocument();
  });
});

describe('DocumentLink', () => {
  it('saves the document under the name the service gives', async () => {
    const created = vi.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderInAdmin(
      <DocumentLink url={`${MAIN_API}/resume/7`} name="cv.pdf" />,
      'es',
      undefined,
      createDataProvider(modules, services, mainApi.http),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar cv.pdf' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('hoja de vida ñ.pdf');
  });

  it('says so when the document cannot be read', async () => {
    renderInAdmin(
      <>
        <DocumentLink url={`${MAIN_API}/resume/8`} name="cv.pdf" />
        <Notification />
      </>,
      'en',
      undefined,
      createDataProvider(modules, services, mainApi.http),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download cv.pdf' }));
    expect(
      await screen.findByText('The document could not be downloaded. Try again later.'),
    ).toBeInTheDocument();
  });
});
