import type { NewsletterRecord } from '../../../dataProviders/newsletters/newsletters';
import type { RowTexts } from '../../shared/AdminListPage';

/** The newsletters' buttons and notices in the owners' list and form; each receives `title`. */
export const NEWSLETTER_TEXTS: RowTexts = {
  edit: 'newsletters.list.edit',
  delete: 'newsletters.list.delete',
  confirmDelete: 'newsletters.list.confirmDelete',
  deleted: 'newsletters.list.deleted',
};

export const newsletterArgs = (newsletter: NewsletterRecord) => ({ title: newsletter.title });
