import { Avatar } from '@mui/material';
import { EmailField, FunctionField, TextField } from 'react-admin';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { OrderedSettingsList } from '../shared/OrderedSettingsList';
import { SettingsTabs } from '../shared/SettingsTabs';

const RESOURCE = 'contacts';
const nameOf = (contact: CtaRecord) => contact.name ?? '';

const csv = (contact: CtaRecord) => ({
  order: contact.order,
  name: contact.name,
  role: contact.role ?? '',
  email: contact.email ?? '',
  phone: contact.phone ?? '',
  link: contact.sourceURL ?? '',
  active: contact.active,
});

const ContactAvatar = ({ contact }: { contact: CtaRecord }) => (
  <Avatar src={contact.imageURL ?? undefined} alt="">
    {(contact.name ?? '?').charAt(0)}
  </Avatar>
);

/** `/Contact/Settings`: the contacts of the home page, in their order (GET /CTAs/GetAllContact). */
export function ContactList() {
  return (
    <>
      <SettingsTabs />
      <OrderedSettingsList<CtaRecord>
        resource={RESOURCE}
        title="homeSettings.contacts.title"
        csv={csv}
        create={{ label: 'homeSettings.contacts.add', to: '/Contact/ContactForm' }}
        edit={(contact) => `/Contact/ContactForm/${contact.id}`}
        nameOf={nameOf}
        deleteQuestion="homeSettings.contacts.confirmDelete"
        phone={{
          leftAvatar: (contact) => <ContactAvatar contact={contact} />,
          primaryText: (contact) => contact.name ?? '',
          secondaryText: (contact) => [contact.email, contact.phone].filter(Boolean).join(' · '),
        }}
      >
        <FunctionField<CtaRecord>
          source="image"
          sortable={false}
          render={(contact) => <ContactAvatar contact={contact} />}
        />
        <TextField source="name" />
        <TextField source="role" sortable={false} />
        <EmailField source="email" sortable={false} />
        <TextField source="phone" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
      </OrderedSettingsList>
    </>
  );
}
