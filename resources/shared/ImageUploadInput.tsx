import {
  ImageField,
  ImageInput,
  type ImageInputProps,
  useNotify,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';

/** What the services accept (server/files/storage.ts): png, jpeg, gif, webp; at most 5 MB. */
const IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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
  /** i18n keys: the help under the input, and the drop zone's text. */
  helperText?: string;
  placeholder?: string;
  /** i18n key of the notice when a file is refused (another type, or too large). */
  rejectedNotice: string;
  rejectedSeverity?: 'error' | 'warning';
}

/**
 * The portal's image upload (react-admin ImageInput): the types and size the services take, a
 * preview, and the file input named after its field; the value is an `ImageInputValue`.
 */
export function ImageUploadInput({
  helperText,
  placeholder,
  rejectedNotice,
  rejectedSeverity = 'error',
  ...props
}: ImageUploadInputProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return (
    <ImageInput
      accept={IMAGE_ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      options={{ onDropRejected: () => notify(rejectedNotice, { type: rejectedSeverity }) }}
      format={asValue}
      helperText={helperText && translate(helperText)}
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
