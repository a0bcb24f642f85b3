import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { type Identifier, useGetOne, useTranslate } from 'react-admin';
import type { Newsletter } from '../../../contracts/newsletters/newsletters';
import { SanitizedHtml } from '../../../resources/shared/richText';
import { useFormatDay } from '../../../resources/shared/dates';

interface NewsletterReaderProps {
  /** The newsletter to read; the dialog is closed while null. */
  id: Identifier | null;
  onClose: () => void;
}

/** Reads one newsletter (GET /Newsletter/{id}) in a dialog, full screen on phones. */
export function NewsletterReader({ id, onClose }: NewsletterReaderProps) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const titleId = useId();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data, isPending, error } = useGetOne<Newsletter>(
    'newsletters',
    // `?id=` of the home page is a string: the adapter puts either in the path.
    { id: (id ?? 0) as Newsletter['id'] },
    { enabled: id !== null },
  );

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
        {data?.title ?? (error ? translate('newsletters.title') : <Skeleton width="70%" />)}
      </DialogTitle>
      <IconButton
        aria-label={translate('newsletters.reader.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {/* Focusable, so the keyboard can scroll a long newsletter. */}
      <DialogContent dividers tabIndex={0}>
        {error ? (
          <Alert severity="info">{translate('newsletters.reader.notFound')}</Alert>
        ) : isPending || !data ? (
          <Stack spacing={1} aria-busy="true" aria-label={translate('components.section.loading')}>
            <Skeleton variant="rounded" height={200} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Stack>
        ) : (
          <Box component="article" aria-labelledby={titleId}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('newsletters.reader.window', {
                start: formatDay(data.startDate),
                end: formatDay(data.endDate),
              })}
            </Typography>
            {data.coverUrl && (
              <Box
                component="img"
                src={data.coverUrl}
                alt=""
                sx={{
                  width: '100%',
                  maxHeight: 280,
                  objectFit: 'cover',
                  borderRadius: 1,
                  my: 1,
                }}
              />
            )}
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, my: 1 }}>
              {data.summary}
            </Typography>
            <SanitizedHtml
              html={data.body}
              sx={{
                '& h1, & h2, & h3': { mt: 2 },
                '& blockquote': {
                  mx: 0,
                  pl: 2,
                  borderLeft: 4,
                  borderColor: 'divider',
                  color: 'text.secondary',
                },
              }}
            />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
