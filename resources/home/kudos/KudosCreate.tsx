import { Stack } from '@mui/material';
import { Title, useBasename, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { KudosCorrections } from './KudosCorrections';
import { KudosFormCard } from './KudosFormCard';

/**
 * `/Kudos/Form`: send kudos to one or more colleagues (POST /HomeMessage, type kudos); above it,
 * the caller's kudos sent back for correction. `?to=<badge>` (a person found by the top bar's
 * search) starts with that colleague as the recipient.
 */
export function KudosCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [create] = useCreate();
  const [searchParams] = useSearchParams();
  const to = searchParams.get('to');
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('kudos.form.title')} />
      <KudosCorrections />
      <KudosFormCard
        title="kudos.form.title"
        subheader={translate('kudos.form.intro')}
        record={{ recipients: to ? [to] : [], message: '' }}
        submitLabel="kudos.form.submit"
        onSave={async (values) => {
          await create('kudos', { data: values }, { returnPromise: true });
          notify('kudos.form.sent', { type: 'success' });
          navigate(`${basename}/Inicio`);
        }}
      />
    </Stack>
  );
}
