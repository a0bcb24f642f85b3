import { type RaRecord, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../shared/ConfirmDeleteButton';

interface BenefitsDeleteButtonProps<T extends RaRecord> {
  resource: string;
  /** The record to delete; by default the one in context. */
  record?: T;
  nameOf: (record: T) => string;
  /** i18n key of the question (receives `name`). */
  question?: string;
  variant?: 'icon' | 'text';
  /** A portal path to open once deleted; otherwise the list is read again. */
  redirectTo?: string;
}

/** Deletes the record in context once the administrator confirms; the service's 409 is shown. */
export function BenefitsDeleteButton<T extends RaRecord>({
  resource,
  record,
  nameOf,
  question = 'benefits.admin.confirmDelete',
  variant = 'icon',
  redirectTo,
}: BenefitsDeleteButtonProps<T>) {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <ConfirmDeleteButton<T>
      resource={resource}
      record={record}
      label={(record) => translate('benefits.admin.delete', { name: nameOf(record) })}
      question={(record) => translate(question, { name: nameOf(record) })}
      deletedNotice="benefits.admin.deleted"
      onDeleted={redirectTo ? undefined : refresh}
      redirectTo={redirectTo}
      variant={variant}
    />
  );
}
