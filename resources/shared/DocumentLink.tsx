import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders';
import { saveFile } from './saveFile';

/**
 * Downloads a private document (a résumé) from the route of its module: the bytes come with the
 * session's token, so they cannot be a plain link; the browser saves them under their name.
 */
export function DocumentLink({
  url,
  name,
  label,
}: {
  url: string;
  name: string;
  /** What the button says instead of the file's name ('Descargar PDF'); its name still read. */
  label?: string;
}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
  const save = async () => {
    setLoading(true);
    try {
      saveFile(await dataProvider.download(url), name);
    } catch {
      notify('components.document.failed', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={loading}
      onClick={(event) => {
        event.stopPropagation();
        void save();
      }}
      aria-label={
        label ? `${label} (${name})` : translate('components.document.download', { name })
      }
      sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
    >
      {label ?? name}
    </Button>
  );
}
