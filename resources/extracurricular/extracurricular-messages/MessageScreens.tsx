import { BooleanField, BooleanInput, TextField, TextInput } from 'react-admin';
import { DateField } from '../../shared/DateField';
import {
  type ConfigMessage,
  configMessageBody,
} from '../../../contracts/extracurricular/extracurricular';
import { MESSAGES, MESSAGES_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { AdminListPage } from '../../shared/AdminListPage';
import { contractResolver } from '../../shared/contractResolver';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import {
  activeFilter,
  referenceForm,
  referenceList,
  useActiveWord,
  useEditorStamp,
} from '../shared/extracurricularAdmin';

/** Who saves is the signed-in administrator: stamped on save, not typed. */
const resolver = contractResolver(configMessageBody.omit(['badge']));

/**
 * `/ConfigurationMessages`: the messages the extracurricular pages show (the active ones), by
 * title; their last editor and when.
 */
export function MessageList() {
  const activeWord = useActiveWord();
  return (
    <AdminListPage<ConfigMessage>
      resource={MESSAGES}
      title="extracurricular.admin.messages"
      sort={{ field: 'title', order: 'ASC' }}
      filters={[activeFilter()]}
      csvName="mensajes-configuracion"
      csv={(message) => ({ ...message })}
      {...referenceList<ConfigMessage>(MESSAGES_PATH)}
      phone={{
        primaryText: (message) => message.title,
        secondaryText: (message) => activeWord(message.active),
      }}
    >
      <TextField source="title" />
      <BooleanField source="active" />
      <TextField source="badge" sortable={false} />
      <DateField source="updatedAt" showTime />
    </AdminListPage>
  );
}

/** `/ConfigurationMessages/form[/:id]`: a message's title, its rich text and whether it shows. */
export function MessageForm() {
  const stamp = useEditorStamp<ConfigMessage>('badge');
  return (
    <AdminFormPage<ConfigMessage>
      resource={MESSAGES}
      {...referenceForm<ConfigMessage>(
        MESSAGES_PATH,
        'extracurricular.admin.new.message',
        (message) => message.title,
      )}
      resolver={resolver}
      transform={stamp}
      defaultValues={{ title: '', message: '', active: true }}
    >
      <TextInput source="title" fullWidth sx={{ maxWidth: 600 }} />
      <RichTextBodyInput source="message" loadingLabel="extracurricular.admin.messageLoading" />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
