import { addDays, calendarDay } from '../../../contracts/calendar';
import type { NewsletterRecord } from '../../../dataProviders/newsletters/newsletters';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { NewsletterInputs, newsletterResolver } from './NewsletterInputs';
import { NEWSLETTER_TEXTS, newsletterArgs } from './newsletterTexts';

/**
 * `/newsletters/form`: a new newsletter (POST /Newsletter), a draft until published;
 * `/newsletters/form/:id`: edit one (PUT /Newsletter with the id in the body) or delete it.
 */
export function NewsletterForm() {
  const today = calendarDay();
  return (
    <AdminFormPage<NewsletterRecord>
      resource="newsletters"
      listPath="/newsletters/list"
      back="newsletters.form.back"
      formPath="/newsletters/form"
      createTitle="newsletters.form.createTitle"
      editTitle="newsletters.form.editTitle"
      nameOf={(newsletter) => newsletter.title}
      textArgs={newsletterArgs}
      savedNotice="newsletters.form.saved"
      deleteTexts={NEWSLETTER_TEXTS}
      resolver={newsletterResolver}
      defaultValues={{
        title: '',
        summary: '',
        body: '',
        cover: null,
        startDate: today,
        endDate: addDays(today, 30),
        published: false,
      }}
    >
      <NewsletterInputs />
    </AdminFormPage>
  );
}
