import type { HomeMessage } from '../../../contracts/home/messages';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { NewsInputs, newsResolver } from './NewsInputs';

/**
 * `/News/NewsForm`: publish a news item (POST /HomeMessage, type news; picture uploaded first);
 * `/News/NewsForm/:id`: edit one (PUT /HomeMessage with the id in the body). The form only
 * saves: news are hidden (not visible), never deleted, so their audit trail stays whole.
 */
export function NewsForm() {
  return (
    <AdminFormPage<HomeMessage>
      resource="news"
      listPath="/News/Settings"
      back="news.form.back"
      formPath="/News/NewsForm"
      createTitle="news.form.createTitle"
      editTitle="news.form.editTitle"
      nameOf={(news) => news.title ?? ''}
      savedNotice="news.form.saved"
      resolver={newsResolver}
      defaultValues={{ active: true, image: null }}
    >
      <NewsInputs />
    </AdminFormPage>
  );
}
