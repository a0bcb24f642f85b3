import { SimpleForm } from 'react-admin';
import type { NewsletterRecord } from '../../../dataProviders/newsletters/newsletters';
import { EditPage } from '../../shared/FormPages';
import { SaveAndDeleteToolbar } from '../../shared/SaveAndDeleteToolbar';
import { NewsletterDeleteButton } from './NewsletterDeleteButton';
import { NewsletterFormHeader } from './NewsletterFormHeader';
import { NewsletterInputs } from './NewsletterInputs';
import { newsletterResolver } from './newsletterForm';

const LIST_PATH = '/newsletters/list';

/** `/newsletters/form/:id`: edit a newsletter (PUT /Newsletter with the id in the body). */
export function NewsletterEdit() {
  return (
    <EditPage<NewsletterRecord>
      resource="newsletters"
      title="newsletters.form.editTitle"
      formPath="/newsletters/form"
      nameOf={(newsletter) => newsletter.title}
      listPath={LIST_PATH}
      savedNotice="newsletters.form.saved"
      header={<NewsletterFormHeader />}
    >
      <SimpleForm
        resolver={newsletterResolver}
        toolbar={
          <SaveAndDeleteToolbar
            deleteButton={<NewsletterDeleteButton variant="text" redirectTo={LIST_PATH} />}
          />
        }
      >
        <NewsletterInputs />
      </SimpleForm>
    </EditPage>
  );
}
