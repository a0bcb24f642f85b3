import Send from '@mui/icons-material/Send';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  BooleanInput,
  Form,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  Title,
  useBasename,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../../resources/shared/DateInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  isLanguagesCategory,
  isTechAcademy,
  OTHER_OPTION,
  type ReferenceOption,
  type Reimbursement,
} from '../../../contracts/reimbursement/reimbursement';
import {
  asksCareer,
  INSTITUTION_LISTS,
  type ListedInstitution,
  type MyReimbursementsDataProvider,
  type ReimbursementOptions,
  type ReimbursementValues,
} from '../../../dataProviders/reimbursement/reimbursement';
import { DocumentUploadInput } from '../../../resources/shared/DocumentUploadInput';
import { FormSection, wholeRow } from '../../../resources/shared/FormSection';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { RequiredFields } from '../../../resources/shared/RequiredFields';
import { SavedLink, SavedNotice } from '../../../resources/shared/SavedNotice';
import { FormSubmit } from '../../../resources/shared/FormSubmit';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { ServiceCheckStatus } from '../../../resources/shared/ServiceCheckStatus';
import { useServiceCheck } from '../../../resources/shared/useServiceCheck';
import {
  institutionOf,
  isRequiredField,
  reimbursementResolver,
  valuesFromLatest,
} from './reimbursementForm';
import { detailPath, LIST_PATH, RESOURCE } from '../../../resources/reimbursement/shared/paths';

/** A list's choice with, when 'Otro' is chosen, the free text that is sent instead. */
function ChoiceWithOther({
  source,
  choices,
  otherHelp,
}: {
  source: 'course' | 'career' | ListedInstitution;
  choices: readonly ReferenceOption[];
  otherHelp?: string;
}) {
  const translate = useTranslate();
  const chosen = useWatch({ name: source }) as string | undefined;
  return (
    <>
      <SelectInput source={source} choices={[...choices]} fullWidth />
      {chosen === OTHER_OPTION ? (
        <TextInput
          source={`${source}Other`}
          fullWidth
          helperText={otherHelp && translate(otherHelp)}
        />
      ) : (
        <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
    </>
  );
}

/** The category decides which institution the form asks for (GetStudiesCategory). */
function StudiesInputs({ options }: { options: ReimbursementOptions }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const values = useWatch() as ReimbursementValues;
  const techAcademy = isTechAcademy(values.reimbursementType);
  const institution = institutionOf(values);
  const category = techAcademy ? values.reimbursementType : values.studiesCategory;
  return (
    <>
      {techAcademy ? (
        <Typography variant="body2" sx={{ ...wholeRow, mb: 2 }}>
          {translate('reimbursement.form.techAcademyCategory')}
        </Typography>
      ) : (
        <Box sx={wholeRow}>
          <SelectInput
            source="studiesCategory"
            choices={options.categories}
            onChange={(event) => {
              const chosen = options.categories.find((c) => c.id === event.target.value);
              setValue('institutionField', chosen?.institutionField ?? null);
            }}
            fullWidth
          />
        </Box>
      )}
      <ChoiceWithOther
        source="course"
        choices={options.courses}
        otherHelp="reimbursement.form.otherHelp"
      />
      {institution === 'others' ? (
        <Box sx={wholeRow}>
          <TextInput source="others" fullWidth multiline minRows={2} />
        </Box>
      ) : institution ? (
        <ChoiceWithOther
          source={institution}
          choices={options[INSTITUTION_LISTS[institution]]}
          otherHelp="reimbursement.form.otherInstitutionHelp"
        />
      ) : null}
      {asksCareer(institution) && (
        <ChoiceWithOther
          source="career"
          choices={options.careers}
          otherHelp="reimbursement.form.otherHelp"
        />
      )}
      {/* The level only for the languages category (any case). */}
      {isLanguagesCategory(category) && (
        <SelectInput source="languageLevel" choices={options.languageLevels} fullWidth />
      )}
    </>
  );
}

/** A refusal's message and its errors keyed by the form's fields. */
function ReimbursementForm({
  options,
  defaults,
  onSaved,
}: {
  options: ReimbursementOptions;
  defaults: ReimbursementValues;
  onSaved: (saved: Reimbursement) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MyReimbursementsDataProvider>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const askType = useCallback(
    (type: string) => dataProvider.allowRequestType(RESOURCE, { type }),
    [dataProvider],
  );
  const askInvoice = useCallback(
    (invoiceNumber: string) => dataProvider.isDuplicateInvoice(RESOURCE, { invoiceNumber }),
    [dataProvider],
  );
  const typeCheck = useServiceCheck(askType);
  const invoiceCheck = useServiceCheck(askInvoice);
  const duplicateMessage = (invoice: string, message: string | null) =>
    message || translate('reimbursement.form.duplicateInvoice', { invoice });

  const submit = async (values: Record<string, unknown>) => {
    // A save first clears the previous save's result.
    setRefusal(null);
    const data = values as ReimbursementValues;
    // Both asked again right before saving: another request may have arrived meanwhile.
    const [type, invoice] = await Promise.all([
      typeCheck.check(data.reimbursementType),
      invoiceCheck.check(data.invoiceNumber),
    ]);
    const errors: Record<string, string> = {};
    if (type?.error) errors.reimbursementType = type.message;
    if (invoice?.isDuplicate) {
      errors.invoiceNumber = duplicateMessage(String(data.invoiceNumber), invoice.message);
    }
    if (Object.keys(errors).length) {
      setRefusal(Object.values(errors).join(' '));
      return errors;
    }
    try {
      const { data: saved } = await dataProvider.create<Reimbursement>(RESOURCE, { data });
      onSaved(saved);
    } catch (error) {
      const { message, errors: fieldErrors } = refusalOf(error);
      setRefusal(message);
      return fieldErrors;
    }
    return undefined;
  };

  return (
    <Form
      defaultValues={defaults}
      resolver={reimbursementResolver}
      onSubmit={submit}
      noValidate
      warnWhenUnsavedChanges
    >
      <RequiredFields test={isRequiredField}>
        <Stack spacing={2}>
          <FormSection title="reimbursement.form.request">
            <Box sx={wholeRow}>
              <SelectInput
                source="reimbursementType"
                choices={options.reimbursementTypes}
                onChange={(event) => void typeCheck.check(event.target.value)}
                fullWidth
              />
            </Box>
            <ServiceCheckStatus
              checkingText="reimbursement.form.checking"
              failedText="reimbursement.form.checkFailed"
              checking={typeCheck.checking}
              failed={typeCheck.failed}
              refusal={typeCheck.answer?.error ? typeCheck.answer.message : null}
            />
            <StudiesInputs options={options} />
          </FormSection>
          <FormSection title="reimbursement.form.period">
            <TextInput
              source="score"
              type="number"
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
              helperText={translate('reimbursement.form.scoreHelp')}
            />
            <Box sx={{ alignSelf: 'center' }}>
              <BooleanInput source="isLastPeriod" />
            </Box>
            <DateInput source="endDate" fullWidth helperText={false} />
            <DateInput source="certificationDate" fullWidth helperText={false} />
          </FormSection>
          <FormSection title="reimbursement.form.invoiceSection">
            <TextInput
              source="invoiceNumber"
              fullWidth
              onBlur={(event) => void invoiceCheck.check(event.target.value)}
              helperText={translate('reimbursement.form.invoiceHelp')}
            />
            <TextInput
              source="amount"
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={translate('reimbursement.form.amountHelp')}
            />
            <ServiceCheckStatus
              checkingText="reimbursement.form.checking"
              failedText="reimbursement.form.checkFailed"
              checking={invoiceCheck.checking}
              failed={invoiceCheck.failed}
              refusal={
                invoiceCheck.answer?.isDuplicate
                  ? duplicateMessage(invoiceCheck.value ?? '', invoiceCheck.answer.message)
                  : null
              }
              accepted={
                invoiceCheck.answer && !invoiceCheck.answer.isDuplicate
                  ? translate('reimbursement.form.invoiceFree')
                  : undefined
              }
            />
            <TextInput source="email" type="email" autoComplete="email" fullWidth />
            <Box sx={wholeRow}>
              <TextInput source="comments" fullWidth multiline minRows={2} />
            </Box>
          </FormSection>
          <FormSection title="reimbursement.form.documents">
            <Box sx={wholeRow}>
              <DocumentUploadInput source="invoice" kind="pdfOrImage" multiple />
              <DocumentUploadInput source="certificate" kind="pdfOrImage" />
              <DocumentUploadInput source="resume" kind="pdfOrImage" />
            </Box>
          </FormSection>
          <FormSubmit refusal={refusal} label="reimbursement.form.submit" icon={<Send />} />
        </Stack>
      </RequiredFields>
    </Form>
  );
}

/** After saving: what was sent and where to follow it. */
function Saved({ saved, onAnother }: { saved: Reimbursement; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <SavedNotice
      another={{ label: 'reimbursement.form.another', onClick: onAnother }}
      title={translate('reimbursement.form.savedTitle')}
      message={translate('reimbursement.form.saved', { invoice: saved.invoiceNumber })}
    >
      <SavedLink
        to={detailPath(saved.id)}
        label="reimbursement.form.toDetail"
        variant="contained"
      />
      <SavedLink to={LIST_PATH} label="reimbursement.form.toList" />
    </SavedNotice>
  );
}

/**
 * `/ReembolsoEducativo/Nuevo`: first whether the employee may ask now (AllowNewRequest, with the
 * reason when not); then the request prefilled from their latest academic period (GetLatestPA,
 * its type only when AllowRequestType still allows it),
 * the lists of the service, the type checked when chosen (AllowRequestType) and the invoice when
 * left (IsDuplicateInvoce), both again before sending; the invoice and certificate as PDF or
 * picture.
 */
export function NewReimbursementPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const dataProvider = useDataProvider<MyReimbursementsDataProvider>();
  const { identity, isPending: identityPending } = useGetIdentity();
  const badge = identity ? String(identity.id) : undefined;
  const options = useGetOne<ReimbursementOptions>('reimbursement-options', { id: 'current' });
  const [saved, setSaved] = useState<Reimbursement | null>(null);
  const [round, setRound] = useState(0);
  const allowed = useQuery({
    queryKey: [RESOURCE, 'allowNewRequest', round],
    queryFn: () => dataProvider.allowNewRequest(RESOURCE),
    enabled: !saved,
  });
  const latest = useQuery({
    queryKey: [RESOURCE, 'latestPeriod', badge, round],
    queryFn: () => dataProvider.latestPeriod(RESOURCE, { badge: badge! }),
    enabled: Boolean(badge) && !saved,
  });
  // The latest period's type is asked about before the form opens: one the employee may no
  // longer ask (Tech Academy twice a year) is not chosen for them, nor shown in red unasked.
  const latestType = latest.data?.latest?.reimbursementType;
  const latestTypeAnswer = useQuery({
    queryKey: [RESOURCE, 'allowRequestType', latestType, round],
    queryFn: () => dataProvider.allowRequestType(RESOURCE, { type: latestType! }),
    enabled: Boolean(latestType) && !saved,
  });
  const latestTypeAllowed = latestTypeAnswer.data?.error === false;
  const prefill = useMemo(
    () =>
      options.data &&
      valuesFromLatest(
        latest.data?.latest ?? null,
        options.data,
        String(identity?.email ?? ''),
        latestTypeAllowed,
      ),
    [options.data, latest.data, identity?.email, latestTypeAllowed],
  );
  const pending =
    !saved &&
    (identityPending ||
      options.isPending ||
      allowed.isPending ||
      latest.isPending ||
      (Boolean(latestType) && latestTypeAnswer.isPending));
  // Taken once a round, when all is read: a list read again later (a refetch) must not reset
  // what the user has chosen since.
  const [shown, setShown] = useState<{ round: number; values: typeof prefill } | null>(null);
  if (prefill && !pending && shown?.round !== round) setShown({ round, values: prefill });
  const defaults = shown?.round === round ? shown.values : undefined;
  const failed = options.error || allowed.error || latest.error || !options.data;
  return (
    <ResourceContextProvider value={RESOURCE}>
      <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
        {/* The title is the top bar's h1. */}
        <Title title={translate('reimbursement.form.title')} />
        {saved ? (
          <Saved
            saved={saved}
            onAnother={() => {
              setSaved(null);
              setRound((value) => value + 1);
            }}
          />
        ) : pending ? (
          <LoadingSkeleton height={320} label="reimbursement.loading" />
        ) : failed || !options.data || !defaults ? (
          <Alert severity="warning">{translate('reimbursement.loadError')}</Alert>
        ) : !allowed.data?.allowed ? (
          <Alert severity="warning" role="alert">
            <AlertTitle>{translate('reimbursement.form.notAllowed')}</AlertTitle>
            {allowed.data?.message}
            <Box sx={{ mt: 1 }}>
              <Button component={Link} to={`${basename}${LIST_PATH}`}>
                {translate('reimbursement.form.toList')}
              </Button>
            </Box>
          </Alert>
        ) : (
          <>
            <Typography variant="body2">{translate('reimbursement.form.intro')}</Typography>
            <ReimbursementForm
              key={round}
              options={options.data}
              defaults={defaults}
              onSaved={setSaved}
            />
          </>
        )}
      </Stack>
    </ResourceContextProvider>
  );
}
