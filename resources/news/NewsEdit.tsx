import {
  Edit,
  SimpleForm,
  useBasename,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { HomeMessage } from '../../contracts/messages';
import { useBreadcrumbName } from '../../src/layout/breadcrumbNames';
import { NewsBackButton } from './NewsBackButton';
import { NewsInputs, newsResolver, NewsToolbar } from './NewsInputs';

function NewsTitle() {
  const news = useRecordContext<HomeMessage>();
  const translate = useTranslate();
  useBreadcrumbName(`/News/NewsForm/${news?.id ?? ''}`, news?.title ?? undefined);
  return <span>{translate('news.form.editTitle')}</span>;
}

/** `/News/NewsForm/:id`: edit a news item (PUT /HomeMessage with the id in the body). */
export function NewsEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <>
      <NewsBackButton />
      <Edit
        resource="news"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title={<NewsTitle />}
        mutationOptions={{
          onSuccess: () => {
            notify('news.form.saved', { type: 'success' });
            navigate(`${basename}/News/Settings`);
          },
        }}
      >
        <SimpleForm resolver={newsResolver} toolbar={<NewsToolbar />}>
          <NewsInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}
