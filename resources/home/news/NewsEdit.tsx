import { SimpleForm } from 'react-admin';
import type { HomeMessage } from '../../../contracts/home/messages';
import { EditPage } from '../../shared/FormPages';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar';
import { NewsBackButton } from './NewsBackButton';
import { NewsInputs, newsResolver } from './NewsInputs';

/** `/News/NewsForm/:id`: edit a news item (PUT /HomeMessage with the id in the body). */
export function NewsEdit() {
  return (
    <EditPage<HomeMessage>
      resource="news"
      title="news.form.editTitle"
      formPath="/News/NewsForm"
      nameOf={(news) => news.title ?? ''}
      listPath="/News/Settings"
      savedNotice="news.form.saved"
      header={<NewsBackButton />}
    >
      <SimpleForm resolver={newsResolver} toolbar={<SaveOnlyToolbar />}>
        <NewsInputs />
      </SimpleForm>
    </EditPage>
  );
}
