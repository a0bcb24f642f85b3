import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { RowEditButton } from './RowEditButton';

interface EditDeleteActionsProps {
  resource: string;
  record: RaRecord;
  /** What the record is called: every text below receives it as `name`. */
  name: string;
  /** The record's edit form (its path), or a click opening its edit dialog. */
  edit: string | (() => void);
  /** i18n keys of the buttons' accessible names, the delete question and the deleted notice. */
  messages: { edit: string; delete: string; question: string; deleted: string };
  /** After the deleted notice (a list that reads itself again). */
  onDeleted?: () => void;
  /** Buttons before these two (move up/down…). */
  children?: ReactNode;
}

/** A list row's buttons: edit, and delete after a 'Sí'; both name the record for screen readers. */
export function EditDeleteActions({
  resource,
  record,
  name,
  edit,
  messages,
  onDeleted,
  children,
}: EditDeleteActionsProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" alignItems="center">
      {children}
      <RowEditButton
        label={translate(messages.edit, { name })}
        {...(typeof edit === 'string' ? { to: edit } : { onClick: edit })}
      />
      <ConfirmDeleteButton
        resource={resource}
        record={record}
        label={() => translate(messages.delete, { name })}
        question={() => translate(messages.question, { name })}
        deletedNotice={messages.deleted}
        onDeleted={onDeleted}
      />
    </Stack>
  );
}
