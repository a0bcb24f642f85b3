import { useRefresh, useTranslate } from 'react-admin';
import type { NewsletterRecord } from '../../../dataProviders/newsletters/newsletters';
import { ConfirmDeleteButton } from '../../shared/ConfirmDeleteButton';

interface NewsletterDeleteButtonProps {
  /** An icon in list rows; a labelled button in the form's toolbar. */
  variant?: 'icon' | 'text';
  /** A portal path to open once deleted; otherwise the list is read again. */
  redirectTo?: string;
}

/** Deletes the newsletter in context (DELETE /Newsletter/Delete/{id}) once the owner confirms. */
export function NewsletterDeleteButton({
  variant = 'icon',
  redirectTo,
}: NewsletterDeleteButtonProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <ConfirmDeleteButton<NewsletterRecord>
      resource="newsletters"
      label={(newsletter) => translate('newsletters.list.delete', { title: newsletter.title })}
      question={(newsletter) =>
        translate('newsletters.list.confirmDelete', { title: newsletter.title })
      }
      deletedNotice="newsletters.list.deleted"
      onDeleted={redirectTo ? undefined : refresh}
      redirectTo={redirectTo}
      variant={variant}
    />
  );
}
