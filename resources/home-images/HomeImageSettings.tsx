import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema, HOME_IMAGE_CTA_ID } from '../../contracts/homeSettings';
import { LinkInput } from '../home-settings/LinkInput';
import { SettingEdit } from '../home-settings/SettingEdit';
import { SettingsImageInput } from '../home-settings/SettingsImageInput';
import { contractResolver } from '../home-settings/validation';

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
