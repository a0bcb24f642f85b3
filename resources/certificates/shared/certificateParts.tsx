import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button, IconButton, Link, Stack, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type {
  CertificateStatus,
  FoodHandlerStatus,
  IssuedCertificate,
} from '../../../contracts/certificates/certificates';
import { DocumentLink } from '../../shared/DocumentLink';
import { DotStatusChip } from '../../shared/DotStatusChip';

const STATUS_COLOUR: Record<CertificateStatus | FoodHandlerStatus, string> = {
  valid: 'success.main',
  revoked: 'error.main',
  expiringSoon: 'warning.main',
  expired: 'error.main',
  none: 'text.disabled',
};

/** A certificate's status in words (valid, revoked). */
export function CertificateStatusChip({ status }: { status: CertificateStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip
      label={translate(`certificates.status.${status}`)}
      color={STATUS_COLOUR[status]}
    />
  );
}

/** A food-handler review's status in words. */
export function FoodHandlerStatusChip({ status }: { status: FoodHandlerStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip
      label={translate(`certificates.foodHandler.status.${status}`)}
      color={STATUS_COLOUR[status]}
    />
  );
}

/**
 * What a certificate's holder does with it: download its PDF (read with the session's token),
 * open its public verification page, copy that address to share it.
 */
export function CertificateActions({ certificate }: { certificate: IssuedCertificate }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(certificate.verificationUrl);
      notify('certificates.copied', { type: 'success' });
    } catch {
      notify('certificates.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <DocumentLink
        url={certificate.pdfUrl}
        name={translate('certificates.pdfName', { code: certificate.verificationCode })}
      />
      <Button
        size="small"
        component={Link}
        href={certificate.verificationUrl}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNew />}
        aria-label={translate('certificates.openVerification', {
          code: certificate.verificationCode,
        })}
      >
        {translate('certificates.verify')}
      </Button>
      <Tooltip title={translate('certificates.copyLink')}>
        <IconButton
          size="small"
          onClick={() => void copy()}
          aria-label={translate('certificates.copyLinkOf', { code: certificate.verificationCode })}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
