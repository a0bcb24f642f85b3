import { useTranslate, type Validator } from 'react-admin';
import { ImageUploadInput } from '../../shared/ImageUploadInput';

/** A home setting's `image`, its preview at most 160 px high. */
export function SettingsImageInput({ validate }: { validate?: Validator | Validator[] }) {
  const translate = useTranslate();
  return (
    <ImageUploadInput
      source="image"
      validate={validate}
      helperText={translate('homeSettings.imageHelp')}
      rejectedNotice="homeSettings.notifications.imageRejected"
      previewSx={{ '& img': { maxHeight: 160, maxWidth: '100%' } }}
    />
  );
}
