import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCreate, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { DATA_EXPORT_DAYS } from '../../contracts/privacy/myData';
import { type DataExportRecord, MY_DATA_EXPORT } from '../../dataProviders/privacy';
import { useFormatInstant } from '../../resources/shared/dates';
import { Loaded } from '../../resources/shared/Loaded';
import { PageSection } from '../../resources/shared/PageSection';
import { saveFile } from '../../resources/shared/saveFile';
import { useNotifyRefusal } from '../../resources/shared/serviceRefusal';
import { ReadersOfMyRecords } from './ReadersOfMyRecords';

/** While a download is being prepared, its state is read again this often. */
const PREPARING_POLL_MS = 2000;

/** The caller's download: its state, asking for one, saving the ZIP. */
function MyDownload() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyRefusal = useNotifyRefusal();
  const [saving, setSaving] = useState(false);
  const { data, isPending, error, refetch } = useGetOne<DataExportRecord>(
    MY_DATA_EXPORT,
    { id: 'mine' },
    {
      refetchInterval: (query) =>
        query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false,
    },
  );
  const [create, { isPending: asking }] = useCreate<DataExportRecord>();
  const ask = () =>
    create(
      MY_DATA_EXPORT,
      { data: {} },
      {
        onSuccess: () => {
          notify(translate('privacy.requested'), { type: 'info' });
          void refetch();
        },
        onError: (refusal) => notifyRefusal(refusal),
      },
    );
  const save = async (record: DataExportRecord) => {
    setSaving(true);
    try {
      saveFile(await dataProvider.download(record.downloadUrl), 'mis-datos.zip');
    } catch (refusal) {
      notifyRefusal(refusal);
      void refetch();
    } finally {
      setSaving(false);
    }
  };
  const until = data?.expiresAt ? formatInstant(data.expiresAt, { time: true }) : '';
  return (
    <PageSection title={translate('privacy.download')}>
      <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
        {data && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert
              severity={
                data.status === 'ready' ? 'success' : data.status === 'failed' ? 'error' : 'info'
              }
              role="status"
              sx={{ width: '100%', boxSizing: 'border-box' }}
            >
              {translate(`privacy.status.${data.status}`, { until })}
            </Alert>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {data.status === 'ready' && (
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={saving}
                  onClick={() => void save(data)}
                >
                  {translate('privacy.save')}
                </Button>
              )}
              {data.status !== 'preparing' && (
                <Button
                  variant={data.status === 'ready' ? 'outlined' : 'contained'}
                  disabled={asking}
                  onClick={ask}
                >
                  {translate(data.status === 'none' ? 'privacy.request' : 'privacy.requestAgain')}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('privacy.kept', { days: DATA_EXPORT_DAYS })}
            </Typography>
          </Stack>
        )}
      </Loaded>
    </PageSection>
  );
}

/** `/MisDatos`: everything the portal holds about the caller, in one download, and who read it. */
export function MyDataPage() {
  const translate = useTranslate();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 900 }}>
      <Title title={translate('privacy.title')} />
      <Typography>{translate('privacy.intro')}</Typography>
      <MyDownload />
      <ReadersOfMyRecords />
    </Stack>
  );
}
