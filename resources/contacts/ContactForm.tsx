import {
  BooleanInput,
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  type RaRecord,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { ctaContentSchema } from '../../contracts/homeSettings';
import type { CtaRecord } from '../../dataProviders/main/homeSettings';
import { useBreadcrumbName } from '../../src/layout/breadcrumbNames';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { ImageUploadInput } from '../home-settings/ImageUploadInput';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { contractResolver } from '../home-settings/validation';

const RESOURCE = 'contacts';
const LIST_PATH = '/Contact/Settings';
const nameOf = (record: RaRecord) => (record as CtaRecord).name ?? '';
const resolver = contractResolver(ctaContentSchema('Contact', 'create'));

function ContactInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="role" fullWidth />
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="phone" type="tel" />
      <TextInput source="sourceURL" fullWidth helperText={translate('homeSettings.linkHelp')} />
      <ImageUploadInput />
      <BooleanInput source="active" />
    </>
  );
}

function ContactTitle() {
  const contact = useRecordContext<CtaRecord>();
  const translate = useTranslate();
  useBreadcrumbName(`/Contact/ContactForm/${contact?.id ?? ''}`, contact?.name ?? undefined);
  return <span>{translate('homeSettings.contacts.editTitle', { name: contact?.name ?? '' })}</span>;
}

/**
 * `/Contact/ContactForm` and `/Contact/ContactForm/:id`: add a contact (POST /CTAs/AddContact with
 * Id 0 and Key 'Contact') or change one (PUT /CTAs/UpdateCTA).
 */
export function ContactForm() {
  const { id } = useParams();
  const translate = useTranslate();
  const redirect = () => LIST_PATH;
  return (
    <>
      <SettingsTabs />
      {id ? (
        <Edit
          resource={RESOURCE}
          id={id}
          mutationMode="pessimistic"
          redirect={redirect}
          title={<ContactTitle />}
        >
          <SimpleForm
            resolver={resolver}
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <SaveButton />
                <ConfirmDeleteButton
                  resource={RESOURCE}
                  label={nameOf}
                  question="homeSettings.contacts.confirmDelete"
                  redirectTo={LIST_PATH}
                  variant="text"
                />
              </Toolbar>
            }
          >
            <ContactInputs />
          </SimpleForm>
        </Edit>
      ) : (
        <Create
          resource={RESOURCE}
          redirect={redirect}
          title={translate('homeSettings.contacts.createTitle')}
        >
          <SimpleForm resolver={resolver} defaultValues={{ active: true }}>
            <ContactInputs />
          </SimpleForm>
        </Create>
      )}
    </>
  );
}
