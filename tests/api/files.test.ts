import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../server/db/transaction';
import {
  safeFileName,
  saveFile,
  sniffType,
  storeDocuments,
  type Upload,
} from '../../server/files/storage';
import { RESUME_DOCX, RESUME_PDF } from '../fixtures/documents';
import { createTestApp, PNG, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('stored uploads', () => {
  it('reads the type from the bytes, not from the name', async () => {
    expect(await sniffType({ field: 'file', filename: 'x.txt', data: PNG })).toBe('image/png');
    const script: Upload = {
      field: 'image',
      filename: 'photo.png',
      data: Buffer.from('<svg onload=alert(1)>'),
    };
    await expect(sniffType(script)).rejects.toMatchObject({
      statusCode: 400,
      errors: { image: expect.objectContaining({ code: 'http.fieldReason' }) },
    });
  });

  it('keeps only a safe base name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\fotos\\mi "foto".png')).toBe('mi foto.png');
    expect(safeFileName('\u0000')).toBe('file');
  });

  it('serves a stored file by its id, with its type, no sniffing and an etag', async () => {
    const id = await writeTransaction(t.db, (trx) =>
      saveFile(trx, { field: 'image', filename: 'logo.png', data: PNG }, 'image/png', null),
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/main/files/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/main/files/${id}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/main/files/3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/main/files/..%2F..%2Fsecrets',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('id');
  });
});

describe('stored documents', () => {
  const actor = { sub: '1', username: 'employee' };
  const upload = (filename: string, data: Buffer): Upload => ({ field: 'resume', filename, data });
  const documentCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('private', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores PDF and DOCX read from the bytes, private: never served by their bare URL', async () => {
    const stored = await writeTransaction(t.db, (trx) =>
      storeDocuments(trx, actor, [
        upload('cv.pdf', RESUME_PDF),
        upload('../cv "final".docx', RESUME_DOCX),
      ]),
    );
    expect(stored.map(({ mime, name }) => ({ mime, name }))).toEqual([
      { mime: 'application/pdf', name: 'cv.pdf' },
      {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'cv final.docx',
      },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/api/main/files/${stored[0]?.id}` });
    expect(response.statusCode).toBe(404);
  });

  it('refuses anything else naming the field and the types, and stores none of the request', async () => {
    const before = await documentCount();
    const attempt = writeTransaction(t.db, (trx) =>
      storeDocuments(trx, actor, [
        upload('cv.pdf', RESUME_PDF),
        upload('cv.pdf', Buffer.from('MZ\x90 not a document')),
      ]),
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      errors: { resume: expect.objectContaining({ code: 'http.fieldReason' }) },
    });
    await expect(
      writeTransaction(t.db, (trx) => storeDocuments(trx, actor, [upload('cv.png', PNG)])),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await documentCount()).toBe(before);
  });
});
