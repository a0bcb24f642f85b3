import type { SxProps, Theme } from '@mui/material';
import { ImageField, ImageInput, type ImageInputProps, useNotify } from 'react-admin';

/** What the services accept (server/files/storage.ts): png, jpeg, gif, webp; at most 5 MB. */
const IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface ImageUploadInputProps extends Omit<
  ImageInputProps,
  'accept' | 'maxSize' | 'options' | 'children' | 'source'
> {
  source: string;
  /** i18n key of the notice when a file is refused (another type, or too large). */
  rejectedNotice: string;
  rejectedSeverity?: 'error' | 'warning';
  previewSx?: SxProps<Theme>;
}

/**
 * An image upload of the types and size the services take, with its preview (react-admin
 * ImageInput); the chosen file is the value's `rawFile` until the adapter uploads it.
 */
export function ImageUploadInput({
  rejectedNotice,
  rejectedSeverity = 'error',
  previewSx,
  ...props
}: ImageUploadInputProps) {
  const notify = useNotify();
  return (
    <ImageInput
      accept={IMAGE_ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      options={{ onDropRejected: () => notify(rejectedNotice, { type: rejectedSeverity }) }}
      {...props}
    >
      <ImageField source="src" title="title" sx={previewSx} />
    </ImageInput>
  );
}
