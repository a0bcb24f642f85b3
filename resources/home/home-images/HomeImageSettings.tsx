import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema, HOME_IMAGE_CTA_ID } from '../../../contracts/home/settings';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { SETTINGS_IMAGE, SETTINGS_MESSAGES } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';

const resolver = contractResolver(ctaContentSchema('Image', 'update'), {
  messages: SETTINGS_MESSAGES,
});

/**
 * The home page's featured image: the image CTA Id 1 (the one the image update uses),
 * read with GET /CTAs/1 and changed with PUT /CTAs/UpdateCTA.
 */
export function HomeImageSettings() {
  const translate = useTranslate();
  return (
    <AdminFormPage resource="home-images" id={HOME_IMAGE_CTA_ID} resolver={resolver}>
      <ImageUploadInput {...SETTINGS_IMAGE} />
      <TextInput source="title" fullWidth helperText={translate('homeSettings.banners.altHelp')} />
      <LinkInput />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
