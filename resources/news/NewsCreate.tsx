import { Create, SimpleForm, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewsInputs, newsResolver, NewsToolbar } from './NewsInputs';
import { NewsBackButton } from './NewsBackButton';

/** `/News/NewsForm`: publish a news item (POST /HomeMessage, type news; picture uploaded first). */
export function NewsCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <>
      <NewsBackButton />
      <Create
        resource="news"
        title={translate('news.form.createTitle')}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('news.form.created', { type: 'success' });
            navigate(`${basename}/News/Settings`);
          },
        }}
      >
        <SimpleForm
          resolver={newsResolver}
          defaultValues={{ active: true, image: null }}
          toolbar={<NewsToolbar />}
        >
          <NewsInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
