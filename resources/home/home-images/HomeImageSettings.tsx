import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema, HOME_IMAGE_CTA_ID } from '../../../contracts/home/settings';
import { LinkInput } from '../shared/LinkInput';
import { SettingEdit } from '../shared/SettingEdit';
import { SettingsImageInput } from '../shared/SettingsImageInput';
import { contractResolver } from '../shared/validation';

const resolver = contractResolver(ctaContentSchema('Image', 'update'));

/**
 * The home page's featured image: the image CTA Id 1 (SPEC §9, "the image update uses id 1"),
 * read with GET /CTAs/1 and changed with PUT /CTAs/UpdateCTA.
 */
export function HomeImageSettings() {
  const translate = useTranslate();
  return (
    <SettingEdit resource="home-images" id={HOME_IMAGE_CTA_ID} title={false} resolver={resolver}>
      <SettingsImageInput />
      <TextInput source="title" fullWidth helperText={translate('homeSettings.banners.altHelp')} />
      <LinkInput />
      <BooleanInput source="active" />
    </SettingEdit>
  );
}
