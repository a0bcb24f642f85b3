import { SimpleForm } from 'react-admin';
import { CreatePage } from '../../shared/FormPages';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar';
import { NewsBackButton } from './NewsBackButton';
import { NewsInputs, newsResolver } from './NewsInputs';

/** `/News/NewsForm`: publish a news item (POST /HomeMessage, type news; picture uploaded first). */
export function NewsCreate() {
  return (
    <CreatePage
      resource="news"
      title="news.form.createTitle"
      listPath="/News/Settings"
      savedNotice="news.form.created"
      header={<NewsBackButton />}
    >
      <SimpleForm
        resolver={newsResolver}
        defaultValues={{ active: true, image: null }}
        toolbar={<SaveOnlyToolbar />}
      >
        <NewsInputs />
      </SimpleForm>
    </CreatePage>
  );
}
