import { Avatar, Stack, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  EmailField,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  type RaRecord,
  useTranslate,
} from 'react-admin';
import type { CtaRecord } from '../../dataProviders/main/homeSettings';
import { MAX_PER_PAGE } from '../../contracts/listQuery';
import { csvExporter } from '../csv';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { CreateLinkButton, EditLinkButton } from '../home-settings/LinkButtons';
import { OrderButtons } from '../home-settings/OrderButtons';
import { SettingsTabs } from '../home-settings/SettingsTabs';

const RESOURCE = 'contacts';
const nameOf = (record: RaRecord) => (record as CtaRecord).name ?? '';

const exporter = csvExporter<CtaRecord>(RESOURCE, (contact) => ({
  order: contact.order,
  name: contact.name,
  role: contact.role ?? '',
  email: contact.email ?? '',
  phone: contact.phone ?? '',
  link: contact.sourceURL ?? '',
  active: contact.active,
}));

function RowActions({ record }: { record: CtaRecord }) {
  return (
    <Stack direction="row" alignItems="center">
      <OrderButtons resource={RESOURCE} label={nameOf} record={record} />
      <EditLinkButton to={`/Contact/ContactForm/${record.id}`} name={nameOf(record)} />
      <ConfirmDeleteButton
        resource={RESOURCE}
        label={nameOf}
        record={record}
        question="homeSettings.contacts.confirmDelete"
      />
    </Stack>
  );
}

const ContactAvatar = ({ contact }: { contact: CtaRecord }) => (
  <Avatar src={contact.imageURL ?? undefined} alt="">
    {(contact.name ?? '?').charAt(0)}
  </Avatar>
);

/** `/Contact/Settings`: the contacts of the home page, in their order (GET /CTAs/GetAllContact). */
export function ContactList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <SettingsTabs />
      <List
        resource={RESOURCE}
        title={translate('homeSettings.contacts.title')}
        sort={{ field: 'order', order: 'ASC' }}
        perPage={50}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <NullableBooleanInput key="active" source="active" />,
        ]}
        exporter={exporter}
        actions={
          <TopToolbar>
            <CreateLinkButton to="/Contact/ContactForm" label="homeSettings.contacts.add" />
            {/* The services page at most 100 rows (contracts/listQuery.ts). */}
            <ExportButton maxResults={MAX_PER_PAGE} />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <SimpleList<CtaRecord>
            leftAvatar={(contact) => <ContactAvatar contact={contact} />}
            primaryText={(contact) => contact.name ?? ''}
            secondaryText={(contact) => [contact.email, contact.phone].filter(Boolean).join(' · ')}
            tertiaryText={(contact) => (contact.active ? '' : translate('homeSettings.inactive'))}
            rowClick={false}
            rightIcon={(contact) => <RowActions record={contact} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="order" />
            <FunctionField<CtaRecord>
              source="image"
              sortable={false}
              render={(contact) => <ContactAvatar contact={contact} />}
            />
            <TextField source="name" />
            <TextField source="role" sortable={false} />
            <EmailField source="email" sortable={false} />
            <TextField source="phone" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
            <BooleanField source="active" />
            <FunctionField<CtaRecord>
              label=""
              render={(contact) => <RowActions record={contact} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
