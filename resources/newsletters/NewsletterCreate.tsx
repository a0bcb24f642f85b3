import { Create, SimpleForm, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { addDays, calendarDay } from '../../contracts/newsletters';
import { NewsletterFormHeader } from './NewsletterFormHeader';
import { NewsletterInputs } from './NewsletterInputs';
import { newsletterResolver } from './newsletterForm';

/** `/newsletters/form`: a new newsletter (POST /Newsletter), a draft until published. */
export function NewsletterCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const today = calendarDay();
  return (
    <>
      <NewsletterFormHeader />
      <Create
        resource="newsletters"
        title={translate('newsletters.form.createTitle')}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('newsletters.form.created', { type: 'success' });
            navigate(`${basename}/newsletters/list`);
          },
        }}
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
      </Create>
    </>
  );
}
