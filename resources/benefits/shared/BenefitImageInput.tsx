import { useTranslate } from 'react-admin';
import { ImageUploadInput } from '../../shared/ImageUploadInput';

/** An image of a Benefits form (types and size the service takes), with its preview. */
export function BenefitImageInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  return (
    <ImageUploadInput
      source={source}
      label={label}
      helperText={translate('benefits.admin.imageHelp')}
      rejectedNotice="benefits.admin.imageRejected"
      previewSx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }}
    />
  );
}
