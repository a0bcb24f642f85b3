import Block from '@mui/icons-material/Block';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  FunctionField,
  SelectInput,
  TextField,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import { DateField } from '../../shared/DateField';
import {
  CERTIFICATE_TYPES,
  type RegisterCertificate,
} from '../../../contracts/certificates/certificates';
import { useFormatDay } from '../../shared/dates';
import { refusalOf } from '../../shared/serviceRefusal';
import { CertificateStatusChip } from '../shared/certificateParts';
import { REGISTER_RESOURCE } from '../shared/paths';
import { AdminListPage } from '../../shared/AdminListPage';

/** The shortest and longest reason the service takes. */
const REASON_MIN = 3;
const REASON_MAX = 500;

const csv = (certificate: RegisterCertificate) => ({
  id: certificate.id,
  verificationCode: certificate.verificationCode,
  type: certificate.type,
  issuedOn: certificate.issuedOn,
  badge: certificate.employeeBadge,
  employee: certificate.employeeName,
  city: certificate.city,
  incapacityStart: certificate.incapacityStart,
  signer: certificate.signerName,
  status: certificate.status,
  revokedAt: certificate.revokedAt,
  revokedBy: certificate.revokedBy,
  revokeReason: certificate.revokeReason,
  createdAt: certificate.createdAt,
});

/**
 * Revoking a certificate: the reason is asked (the verification page shows it) in the dialog that
 * also says what follows, so it is the confirmation; a refusal (revoked meanwhile) is told.
 */
function RevokeButton({ certificate }: { certificate: RegisterCertificate }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate<RegisterCertificate>();
  const code = certificate.verificationCode;
  const close = () => {
    if (isPending) return;
    setOpen(false);
    setProblem(null);
  };
  const revoke = async () => {
    if (reason.trim().length < REASON_MIN) {
      setProblem(translate('certificates.register.reasonShort'));
      return;
    }
    try {
      await update(
        REGISTER_RESOURCE,
        { id: certificate.id, data: { revokeReason: reason.trim() }, previousData: certificate },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('certificates.register.revoked', { type: 'success' });
      setOpen(false);
      setReason('');
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setProblem(errors?.revokeReason ?? message);
      refresh();
    }
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<Block />}
        onClick={() => setOpen(true)}
        aria-label={translate('certificates.register.revokeOf', { code })}
      >
        {translate('certificates.register.revoke')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>
          {translate('certificates.register.revokeTitle', { code })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('certificates.register.revokeExplain', {
              name: certificate.employeeName,
            })}
          </DialogContentText>
          <MuiTextField
            label={translate('resources.certificates-register.fields.revokeReason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            required
            multiline
            minRows={2}
            fullWidth
            error={Boolean(problem)}
            helperText={problem ?? translate('certificates.register.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isPending} autoFocus>
            {translate('certificates.register.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={isPending}
            onClick={() => void revoke()}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('certificates.register.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * `/Certificates/Registro`: every issued certificate (GET /admin/certificates-register), newest
 * first, searched by employee, badge or verification code, filtered by type, status and issue
 * days, exported to CSV; a valid one is revoked with a reason.
 */
export function CertificateRegisterList() {
  const translate = useTranslate();
  const day = useFormatDay();
  const types = Object.values(CERTIFICATE_TYPES).map((type) => ({
    id: type,
    name: translate(`certificates.type.${type}`),
  }));
  const statuses = (['valid', 'revoked'] as const).map((status) => ({
    id: status,
    name: translate(`certificates.status.${status}`),
  }));
  return (
    <AdminListPage<RegisterCertificate>
      resource={REGISTER_RESOURCE}
      title="certificates.register.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[
        <SelectInput key="type" source="type" choices={types} />,
        <SelectInput key="status" source="status" choices={statuses} />,
        <DateInput key="issuedFrom" source="issuedFrom" />,
        <DateInput key="issuedTo" source="issuedTo" />,
      ]}
      csvName="constancias"
      csv={csv}
      empty="certificates.register.empty"
      rowActions={(certificate) =>
        certificate.status === 'valid' ? <RevokeButton certificate={certificate} /> : null
      }
      phone={{
        primaryText: (certificate) =>
          `${certificate.employeeName} · ${certificate.verificationCode}`,
        secondaryText: (certificate) =>
          `${translate(`certificates.type.${certificate.type}`)} · ${day(certificate.issuedOn)}`,
        tertiaryText: (certificate) => <CertificateStatusChip status={certificate.status} />,
      }}
    >
      <DateField source="createdAt" />
      <FunctionField<RegisterCertificate>
        source="employeeName"
        render={(certificate) => `${certificate.employeeName} (${certificate.employeeBadge})`}
      />
      <FunctionField<RegisterCertificate>
        source="type"
        render={(certificate) => translate(`certificates.type.${certificate.type}`)}
      />
      <TextField source="verificationCode" sortable={false} />
      <FunctionField<RegisterCertificate>
        source="status"
        sortable={false}
        render={(certificate) => (
          <>
            <CertificateStatusChip status={certificate.status} />
            {certificate.revokeReason && <> {certificate.revokeReason}</>}
          </>
        )}
      />
    </AdminListPage>
  );
}
