import { Stack } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { PAGE_SETTINGS_TITLE, pageSettingsFields } from '../../../contracts/benefits/benefits';
import { PAGE_SETTINGS_ID } from '../../../dataProviders/benefits/benefits';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { BenefitsAdminMenu } from '../shared/BenefitsAdminMenu';
import { BENEFITS_MESSAGES } from '../shared/benefitsAdmin';

const RESOURCE = 'benefit-page-settings';
const TITLE = 'benefits.admin.settingsTitle';

/** The title is always 'settings': the adapter sends it, the form has no input for it. */
const resolver = contractResolver(pageSettingsFields, {
  toContract: (values) => ({ ...values, title: PAGE_SETTINGS_TITLE }),
  messages: BENEFITS_MESSAGES,
});

function SettingsInputs() {
  const translate = useTranslate();
  const loading = translate('benefits.admin.loadingEditor');
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960 }}>
      <RichTextBodyInput resource={RESOURCE} source="header" loadingLabel={loading} />
      <RichTextBodyInput resource={RESOURCE} source="reminder" loadingLabel={loading} />
      <SideBySideInputs>
        <ImageUploadInput source="logoPicture" />
        <ImageUploadInput source="badgePicture" />
      </SideBySideInputs>
      <ImageUploadInput source="footerPicture" />
    </Stack>
  );
}

/** `/Benefits/Configuration`: the Benefits home page's header, reminder and three images. */
export function PageSettingsForm() {
  // Created once (POST /PageSettings) when a fresh database has none yet.
  const { error, isPending } = useGetOne(RESOURCE, { id: PAGE_SETTINGS_ID });
  const missing = (error as { status?: number } | null)?.status === 404;
  return (
    <>
      <BenefitsAdminMenu />
      {!isPending && (
        <AdminFormPage
          resource={RESOURCE}
          id={missing ? undefined : PAGE_SETTINGS_ID}
          redirect={false}
          savedNotice="benefits.admin.saved"
          createTitle={TITLE}
          editTitle={TITLE}
          resolver={resolver}
          defaultValues={{ header: '', reminder: '' }}
        >
          <SettingsInputs />
        </AdminFormPage>
      )}
    </>
  );
}
