import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ImageUploadInput } from '../../../resources/shared/ImageUploadInput';
import { formatFileSize, UploadLimitsProvider } from '../../../resources/shared/uploadLimits';
import { type Locale, renderInAdmin } from './renderInAdmin';

const KB = 1024;

function renderInput(maxFileBytes: number, locale: Locale = 'es') {
  return renderInAdmin(
    <UploadLimitsProvider limits={{ maxFileBytes }}>
      <Form>
        <ImageUploadInput source="picture" label="Imagen" />
      </Form>
      <Notification />
    </UploadLimitsProvider>,
    locale,
  );
}

describe('the size in the upload texts', () => {
  it('is worded as the services word their limits, in the user’s language', () => {
    expect(formatFileSize(5 * KB * KB, 'es')).toBe('5 MB');
    expect(formatFileSize(1.5 * KB * KB, 'es')).toBe('1,5 MB');
    expect(formatFileSize(1.5 * KB * KB, 'en')).toBe('1.5 MB');
    expect(formatFileSize(12 * KB * KB, 'en')).toBe('12 MB');
    expect(formatFileSize(40 * KB, 'es')).toBe('40 KB');
    expect(formatFileSize(40 * KB + 100, 'en')).toBe('40 KB');
  });
});

describe('ImageUploadInput', () => {
  it('says the limit the services were started with (UPLOAD_MAX_FILE_BYTES), in Spanish', async () => {
    renderInput(12 * KB * KB);
    expect(
      await screen.findByText('PNG, JPEG, GIF o WebP, de 12 MB como máximo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/5 MB/)).not.toBeInTheDocument();
  });

  it('and in English', async () => {
    renderInput(1.5 * KB * KB, 'en');
    expect(await screen.findByText('PNG, JPEG, GIF or WebP, at most 1.5 MB.')).toBeInTheDocument();
  });

  it('refuses a larger picture before sending it, naming the same limit', async () => {
    renderInput(40 * KB);
    const input = await screen.findByLabelText<HTMLInputElement>('Imagen');
    const large = new File([new Uint8Array(40 * KB + 1)], 'grande.png', { type: 'image/png' });
    await userEvent.upload(input, large);
    expect(
      await screen.findByText('La imagen debe ser PNG, JPEG, GIF o WebP de 40 KB como máximo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'grande.png' })).not.toBeInTheDocument();

    const fits = new File([new Uint8Array(40 * KB)], 'cabe.png', { type: 'image/png' });
    await userEvent.upload(input, fits);
    expect(await screen.findByRole('img', { name: 'cabe.png' })).toBeInTheDocument();
  });
});
