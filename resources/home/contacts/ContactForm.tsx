import { BooleanInput, TextInput } from 'react-admin';
import { ctaContentSchema } from '../../../contracts/home/settings';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { SETTINGS_IMAGE, SETTINGS_MESSAGES, settingsForm } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsTabs } from '../shared/SettingsTabs';

const resolver = contractResolver(ctaContentSchema('Contact', 'create'), {
  messages: SETTINGS_MESSAGES,
});

/**
 * `/Contact/ContactForm` and `/Contact/ContactForm/:id`: add a contact (POST /CTAs/AddContact with
 * Id 0 and Key 'Contact') or change one (PUT /CTAs/UpdateCTA).
 */
export function ContactForm() {
  return (
    <AdminFormPage<CtaRecord>
      resource="contacts"
      header={<SettingsTabs />}
      {...settingsForm<CtaRecord>(
        'contacts',
        '/Contact/Settings',
        '/Contact/ContactForm',
        (contact) => contact.name ?? '',
      )}
      resolver={resolver}
      defaultValues={{ active: true }}
    >
      <TextInput source="name" fullWidth />
      <TextInput source="role" fullWidth />
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="phone" type="tel" />
      <LinkInput />
      <ImageUploadInput {...SETTINGS_IMAGE} />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
