import { SimpleForm } from 'react-admin';
import { addDays, calendarDay } from '../../../contracts/newsletters/newsletters';
import { CreatePage } from '../../shared/FormPages';
import { NewsletterFormHeader } from './NewsletterFormHeader';
import { NewsletterInputs } from './NewsletterInputs';
import { newsletterResolver } from './newsletterForm';

/** `/newsletters/form`: a new newsletter (POST /Newsletter), a draft until published. */
export function NewsletterCreate() {
  const today = calendarDay();
  return (
    <CreatePage
      resource="newsletters"
      title="newsletters.form.createTitle"
      listPath="/newsletters/list"
      savedNotice="newsletters.form.created"
      header={<NewsletterFormHeader />}
    >
      <SimpleForm
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
      </SimpleForm>
    </CreatePage>
  );
}
