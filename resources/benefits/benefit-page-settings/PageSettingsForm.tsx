import { Stack } from '@mui/material';
import { Create, Edit, SimpleForm, useGetOne, useNotify, useTranslate } from 'react-admin';
import { PAGE_SETTINGS_ID } from '../../../dataProviders/benefits/benefits';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { BenefitsAdminMenu } from '../shared/BenefitsAdminMenu';
import { BenefitImageInput } from '../shared/BenefitImageInput';

const RESOURCE = 'benefit-page-settings';

function SettingsInputs() {
  const translate = useTranslate();
  const loading = translate('benefits.admin.loadingEditor');
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960 }}>
      <RichTextBodyInput resource={RESOURCE} source="header" loadingLabel={loading} />
      <RichTextBodyInput resource={RESOURCE} source="reminder" loadingLabel={loading} />
      <SideBySideInputs>
        <BenefitImageInput source="logoPicture" />
        <BenefitImageInput source="badgePicture" />
      </SideBySideInputs>
      <BenefitImageInput source="footerPicture" />
    </Stack>
  );
}

/** `/Benefits/Configuration`: the Benefits home page's header, reminder and three images. */
export function PageSettingsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const saved = { onSuccess: () => notify('benefits.admin.saved', { type: 'success' }) };
  // Created once (POST /PageSettings) when a fresh database has none yet.
  const { error, isPending } = useGetOne(RESOURCE, { id: PAGE_SETTINGS_ID }, { retry: false });
  const missing = (error as { status?: number } | null)?.status === 404;
  const title = translate('benefits.admin.settingsTitle');
  return (
    <>
      <BenefitsAdminMenu />
      {isPending ? null : missing ? (
        <Create resource={RESOURCE} title={title} redirect={false} mutationOptions={saved}>
          <SimpleForm toolbar={<SaveOnlyToolbar />} defaultValues={{ header: '', reminder: '' }}>
            <SettingsInputs />
          </SimpleForm>
        </Create>
      ) : (
        <Edit
          resource={RESOURCE}
          id={PAGE_SETTINGS_ID}
          title={title}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={saved}
        >
          <SimpleForm toolbar={<SaveOnlyToolbar />}>
            <SettingsInputs />
          </SimpleForm>
        </Edit>
      )}
    </>
  );
}
