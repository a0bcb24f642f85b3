import { BooleanInput, type RaRecord, TextInput } from 'react-admin';
import { ctaContentSchema } from '../../../contracts/home/settings';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsForm } from '../shared/SettingsForm';
import { SettingsImageInput } from '../shared/SettingsImageInput';
import { SettingsTabs } from '../shared/SettingsTabs';
import { contractResolver } from '../shared/validation';

const nameOf = (record: RaRecord) => (record as CtaRecord).name ?? '';
const resolver = contractResolver(ctaContentSchema('Contact', 'create'));

/**
 * `/Contact/ContactForm` and `/Contact/ContactForm/:id`: add a contact (POST /CTAs/AddContact with
 * Id 0 and Key 'Contact') or change one (PUT /CTAs/UpdateCTA).
 */
export function ContactForm() {
  return (
    <>
      <SettingsTabs />
      <SettingsForm
        resource="contacts"
        listPath="/Contact/Settings"
        formPath="/Contact/ContactForm"
        nameOf={nameOf}
        createTitle="homeSettings.contacts.createTitle"
        editTitle="homeSettings.contacts.editTitle"
        deleteQuestion="homeSettings.contacts.confirmDelete"
        resolver={resolver}
        defaultValues={{ active: true }}
      >
        <TextInput source="name" fullWidth />
        <TextInput source="role" fullWidth />
        <TextInput source="email" type="email" fullWidth />
        <TextInput source="phone" type="tel" />
        <LinkInput />
        <SettingsImageInput />
        <BooleanInput source="active" />
      </SettingsForm>
    </>
  );
}
