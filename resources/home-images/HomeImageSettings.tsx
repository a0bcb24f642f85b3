import { BooleanInput, Edit, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema, HOME_IMAGE_CTA_ID } from '../../contracts/homeSettings';
import { ImageUploadInput } from '../home-settings/ImageUploadInput';
import { SaveOnlyToolbar } from '../home-settings/SaveOnlyToolbar';
import { contractResolver } from '../home-settings/validation';

const resolver = contractResolver(ctaContentSchema('Image', 'update'));

/**
 * The home page's featured image: the image CTA Id 1 (SPEC §9, "the image update uses id 1"),
 * read with GET /CTAs/1 and changed with PUT /CTAs/UpdateCTA.
 */
export function HomeImageSettings() {
  const translate = useTranslate();
  return (
    <Edit
      resource="home-images"
      id={HOME_IMAGE_CTA_ID}
      mutationMode="pessimistic"
      redirect={false}
      title={false}
      actions={false}
    >
      <SimpleForm resolver={resolver} toolbar={<SaveOnlyToolbar />}>
        <ImageUploadInput />
        <TextInput
          source="title"
          fullWidth
          helperText={translate('homeSettings.banners.altHelp')}
        />
        <TextInput source="sourceURL" fullWidth helperText={translate('homeSettings.linkHelp')} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
