import { ImageField, ImageInput, type Validator, useNotify, useTranslate } from 'react-admin';

/** What the services accept (server/files/storage.ts): png, jpeg, gif, webp; at most 5 MB. */
export const IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An image upload with its preview (react-admin ImageInput); the file goes as `files`. */
export function ImageUploadInput({
  source = 'image',
  validate,
  helperText,
}: {
  source?: string;
  validate?: Validator | Validator[];
  helperText?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ImageInput
      source={source}
      accept={IMAGE_ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      validate={validate}
      helperText={helperText ?? translate('homeSettings.imageHelp')}
      options={{
        onDropRejected: () => notify('homeSettings.notifications.imageRejected', { type: 'error' }),
      }}
    >
      <ImageField
        source="src"
        title="title"
        sx={{ '& img': { maxHeight: 160, maxWidth: '100%' } }}
      />
    </ImageInput>
  );
}
