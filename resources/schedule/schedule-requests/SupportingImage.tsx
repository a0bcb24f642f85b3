import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProviders';
import { DocumentLink } from '../../shared/DocumentLink';

/**
 * A request's supporting document, read with the planner's session (it is private): a picture
 * shown on the page, a PDF only downloaded; the download button is there for both.
 */
export function SupportingImage({ url, name }: { url: string; name: string }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    let live = true;
    dataProvider
      .download(url)
      .then((file) => {
        if (!live || !file.blob.type.startsWith('image/')) return;
        href = URL.createObjectURL(file.blob);
        setSrc(href);
      })
      // The download button below still says when the document cannot be read.
      .catch(() => undefined);
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [dataProvider, url]);
  return (
    <Box>
      {src && (
        <Box
          component="img"
          src={src}
          alt={translate('schedule.requests.imageAlt')}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, mb: 1, borderRadius: 1 }}
        />
      )}
      <DocumentLink url={url} name={name} />
    </Box>
  );
}
