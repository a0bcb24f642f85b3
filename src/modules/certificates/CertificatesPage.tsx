import { PageSection } from '../../../resources/shared/PageSection';
import Send from '@mui/icons-material/Send';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  Title,
  useBasename,
  useCreate,
  useGetIdentity,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import {
  CERTIFICATE_CODES,
  CERTIFICATE_TYPES,
  type CertificateCode,
  type CertificateSummary,
  INCAPACITY_MAX_DAYS_BACK,
  type IssuedCertificate,
} from '../../../contracts/certificates/certificates';
import type {
  CertificateValues,
  FoodHandlerRecord,
} from '../../../dataProviders/certificates/certificates';
import { FactList } from '../../../resources/shared/FactList';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { FormSubmit } from '../../../resources/shared/FormSubmit';
import { SavedNotice } from '../../../resources/shared/SavedNotice';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { DayPicker } from '../../../resources/shared/DateInput';
import { useFormatDay } from '../../../resources/shared/dates';
import {
  CertificateActions,
  CertificateStatusChip,
  FoodHandlerStatusChip,
} from '../../../resources/certificates/shared/certificateParts';
import { incapacityProblem } from './certificateRules';
import {
  FOOD_HANDLER_RESOURCE,
  REGISTER_PATH,
  RESOURCE,
} from '../../../resources/certificates/shared/paths';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { LeaveWarning } from '../../../resources/shared/LeaveWarning';
import { RecordLine } from '../../../resources/shared/RecordLine';

/** Certificates a page of the list. */
const PER_PAGE = 10;

/** The name of a type of certificate in the reader's language. */
const typeKey = (code: CertificateCode) => `certificates.type.${CERTIFICATE_TYPES[code]}`;

/** What was issued: its code, its PDF and its verification page. */
function Issued({ issued, onAnother }: { issued: IssuedCertificate; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <SavedNotice
      title={translate('certificates.form.issuedTitle')}
      message={translate('certificates.form.issued', { code: issued.verificationCode })}
      details={<CertificateActions certificate={issued} />}
      another={{ label: 'certificates.form.another', onClick: onAnother }}
    />
  );
}

/** The type the form opens on. */
const FIRST_TYPE: CertificateCode = 1;

/**
 * The request: the type (each saying what it states), the incapacity's start for type 3 only;
 * the city and the date are the service's (San José, today) and shown, not asked.
 */
function RequestForm({ badge }: { badge: string }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const queryClient = useQueryClient();
  const legendId = useId();
  const today = calendarDay();
  const [code, setCode] = useState<CertificateCode>(FIRST_TYPE);
  const [incapacityStart, setIncapacityStart] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCertificate | null>(null);
  const [create, { isPending }] = useCreate<CertificateValues, unknown, IssuedCertificate>();

  if (issued) {
    return (
      <Issued
        issued={issued}
        onAnother={() => {
          setIssued(null);
          setIncapacityStart('');
        }}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problem = code === 3 ? incapacityProblem(incapacityStart, today) : null;
    setFieldError(problem && translate(`certificates.validation.${problem}`));
    if (problem) return;
    const data: CertificateValues = { code, badge, today, incapacityStart };
    try {
      const answer = await create(RESOURCE, { data }, { returnPromise: true });
      await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
      if (answer) setIssued(answer);
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setFieldError(errors?.fechaInicioIncapacidad ?? null);
      setRefusal(
        [message, ...Object.values(errors ?? {}).filter((reason) => reason !== message)].join(
          ' · ',
        ),
      );
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <LeaveWarning dirty={code !== FIRST_TYPE || incapacityStart !== ''} />
      <FormControl>
        <FormLabel id={legendId}>{translate('certificates.form.type')}</FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          value={String(code)}
          onChange={(event) => {
            setCode(Number(event.target.value) as CertificateCode);
            setFieldError(null);
          }}
        >
          {CERTIFICATE_CODES.map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <>
                  <Typography>{translate(typeKey(value))}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`certificates.states.${CERTIFICATE_TYPES[value]}`)}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {code === 3 && (
        <DayPicker
          label={translate('certificates.form.incapacityStart')}
          value={incapacityStart}
          onChange={(day) => {
            setIncapacityStart(day);
            setFieldError(null);
          }}
          required
          error={Boolean(fieldError)}
          helperText={fieldError ?? translate('certificates.form.incapacityHelp')}
          min={addDays(today, -INCAPACITY_MAX_DAYS_BACK)}
          max={today}
          sx={{ maxWidth: 280 }}
        />
      )}
      <FactList
        facts={[
          { label: 'certificates.form.city', value: translate('certificates.form.cityName') },
          { label: 'certificates.form.date', value: day(today) },
        ]}
      />
      <FormSubmit
        refusal={refusal}
        label="certificates.form.submit"
        icon={<Send />}
        pending={isPending}
      />
    </Stack>
  );
}

/** One of my certificates: type, day, code, status, and what to do with it. */
function CertificateLine({ certificate }: { certificate: CertificateSummary }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const name = translate(typeKey(certificate.code));
  return (
    <RecordLine
      name={`${name} ${certificate.verificationCode}`}
      primary={name}
      secondary={
        <>
          {translate('certificates.mine.line', {
            day: day(certificate.issuedOn),
            code: certificate.verificationCode,
          })}
          {certificate.incapacityStart && (
            <>
              <br />
              {translate('certificates.mine.incapacity', {
                day: day(certificate.incapacityStart),
              })}
            </>
          )}
          {certificate.revokeReason && (
            <>
              <br />
              {translate('certificates.mine.revoked', {
                day: day(certificate.revokedAt?.slice(0, 10) ?? ''),
                reason: certificate.revokeReason,
              })}
            </>
          )}
        </>
      }
      alignTop
    >
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <CertificateStatusChip status={certificate.status} />
        <CertificateActions certificate={certificate} />
      </Stack>
    </RecordLine>
  );
}

/** My certificates, newest first, a page at a time. */
function MyCertificates({ badge }: { badge: string }) {
  const translate = useTranslate();
  const list = usePagedList<CertificateSummary>(RESOURCE, {
    perPage: PER_PAGE,
    filter: { badge },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <PagedList
      list={list}
      loading="certificates.loading"
      empty="certificates.mine.empty"
      pagesLabel="certificates.mine.pages"
      pagesSx={{ mt: 1 }}
    >
      {(certificates) => (
        <List disablePadding aria-label={translate('certificates.mine.title')}>
          {certificates.map((certificate) => (
            <CertificateLine key={certificate.id} certificate={certificate} />
          ))}
        </List>
      )}
    </PagedList>
  );
}

/** The food-handler health review (carné de manipulación de alimentos): its status and dates. */
function FoodHandlerReviewCard({ badge }: { badge: string }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const { data, isPending, error, refetch } = useGetOne<FoodHandlerRecord>(FOOD_HANDLER_RESOURCE, {
    id: badge,
  });
  if (isPending) return <LoadingSkeleton height={60} label="certificates.loading" />;
  if (error || !data) return <ServiceFailure error={error} retry={() => void refetch()} />;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FoodHandlerStatusChip status={data.status} />
      <Typography>
        {data.status === 'none' || !data.expiresOn || !data.reviewedOn
          ? translate('certificates.foodHandler.none')
          : translate(`certificates.foodHandler.${data.status}`, {
              reviewed: day(data.reviewedOn),
              expires: day(data.expiresOn),
            })}
      </Typography>
    </Stack>
  );
}

/**
 * `/Certificates`: every employee asks for a certificate of their own (employment, salary, or
 * salaries for an incapacity), downloads it and shares its public verification address; their
 * certificates with their status; their food-handler review. Owners find the register from here.
 */
export function CertificatesPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const badge = identity ? String(identity.id) : undefined;
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={translate('certificates.title')} />
      {holdsAny(ownersOf('payroll'), permissions) && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={Link} to={`${basename}${REGISTER_PATH}`}>
            {translate('certificates.toRegister')}
          </Button>
        </Box>
      )}
      {isPending || !badge ? (
        <LoadingSkeleton height={320} label="certificates.loading" />
      ) : (
        <>
          <PageSection title={translate('certificates.form.title')}>
            <RequestForm badge={badge} />
          </PageSection>
          <PageSection title={translate('certificates.mine.title')}>
            <MyCertificates badge={badge} />
          </PageSection>
          <PageSection title={translate('certificates.foodHandler.title')}>
            <FoodHandlerReviewCard badge={badge} />
          </PageSection>
        </>
      )}
    </Stack>
  );
}
