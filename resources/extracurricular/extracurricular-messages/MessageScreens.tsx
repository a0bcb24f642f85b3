import { BooleanField, BooleanInput, TextField, TextInput } from 'react-admin';
import { DateField } from '../../shared/DateField';
import {
  type ConfigMessage,
  configMessageBody,
} from '../../../contracts/extracurricular/extracurricular';
import { MESSAGES, MESSAGES_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { referenceForm, ReferenceListPage, useEditorStamp } from '../shared/extracurricularAdmin';

/** Who saves is the signed-in administrator: stamped on save, not typed. */
const resolver = contractResolver(configMessageBody.omit(['badge']));

/**
 * `/ConfigurationMessages`: the messages the extracurricular pages show (the active ones), by
 * title; their last editor and when.
 */
export function MessageList() {
  return (
    <ReferenceListPage<ConfigMessage>
      resource={MESSAGES}
      listPath={MESSAGES_PATH}
      name="title"
      title="extracurricular.admin.messages"
      csvName="mensajes-configuracion"
      csv={(message) => ({ ...message })}
    >
      <TextField source="title" />
      <BooleanField source="active" />
      <TextField source="badge" sortable={false} />
      <DateField source="updatedAt" showTime />
    </ReferenceListPage>
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
