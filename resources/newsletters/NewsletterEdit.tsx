import {
  Edit,
  SimpleForm,
  useBasename,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { NewsletterRecord } from '../../dataProviders/main/newsletters';
import { useBreadcrumbName } from '../../src/layout/breadcrumbNames';
import { NewsletterEditToolbar } from './NewsletterEditToolbar';
import { NewsletterFormHeader } from './NewsletterFormHeader';
import { NewsletterInputs } from './NewsletterInputs';
import { newsletterResolver } from './newsletterForm';

function NewsletterTitle() {
  const newsletter = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  useBreadcrumbName(`/newsletters/form/${newsletter?.id ?? ''}`, newsletter?.title);
  return <span>{translate('newsletters.form.editTitle')}</span>;
}

/** `/newsletters/form/:id`: edit a newsletter (PUT /Newsletter with the id in the body). */
export function NewsletterEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <>
      <NewsletterFormHeader />
      <Edit
        resource="newsletters"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title={<NewsletterTitle />}
        mutationOptions={{
          onSuccess: () => {
            notify('newsletters.form.saved', { type: 'success' });
            navigate(`${basename}/newsletters/list`);
          },
        }}
      >
        <SimpleForm resolver={newsletterResolver} toolbar={<NewsletterEditToolbar />}>
          <NewsletterInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}
