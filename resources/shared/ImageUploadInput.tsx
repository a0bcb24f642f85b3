import {
  ImageField,
  ImageInput,
  type ImageInputProps,
  useNotify,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { useFileSizeLimit } from './uploadLimits';

/** What the services accept (server/files/storage.ts): png, jpeg, gif, webp. */
const IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** The input's value: the stored image (its URL), or the file just chosen until it is uploaded. */
interface ImageInputValue {
  src: string;
  title?: string | null;
  rawFile?: File;
}

/** A record may hold its stored image as a bare URL: the preview takes it as a value. */
const asValue = (value: unknown) =>
  typeof value === 'string' && value
    ? ({ src: value, title: '' } satisfies ImageInputValue)
    : value;

interface ImageUploadInputProps extends Omit<
  ImageInputProps,
  'accept' | 'maxSize' | 'options' | 'children' | 'format' | 'helperText' | 'placeholder'
> {
  source: string;
  /** i18n key of the drop zone's text (react-admin's own when absent). */
  placeholder?: string;
  /** How loud the notice of a refused file (another type, or too large) is. */
  rejectedSeverity?: 'error' | 'warning';
}

/**
 * The portal's image upload (react-admin ImageInput): the types and size the services take, a
 * preview, and the file input named after its field; the value is an `ImageInputValue`. The help
 * under it and the notice of a refused file are the same everywhere (`components.upload.*`) and
 * name the services' limit (the runtime config's UPLOAD_MAX_FILE_BYTES).
 */
export function ImageUploadInput({
  placeholder,
  rejectedSeverity = 'error',
  ...props
}: ImageUploadInputProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { maxBytes, size } = useFileSizeLimit();
  return (
    <ImageInput
      accept={IMAGE_ACCEPT}
      maxSize={maxBytes}
      options={{
        onDropRejected: () =>
          notify('components.upload.imageRejected', {
            type: rejectedSeverity,
            messageArgs: { size },
          }),
      }}
      format={asValue}
      helperText={translate('components.upload.imageHelp', { size })}
      placeholder={placeholder && <p>{translate(placeholder)}</p>}
      inputProps={{ 'aria-label': translateLabel(props) as string }}
      {...props}
    >
      <ImageField
        source="src"
        title="title"
        sx={{ '& img': { maxHeight: 160, maxWidth: '100%', objectFit: 'contain' } }}
      />
    </ImageInput>
  );
}
