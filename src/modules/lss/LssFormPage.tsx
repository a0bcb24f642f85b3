import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import {
  NumberInput,
  RadioButtonGroupInput,
  required,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useBasename,
  useDataProvider,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  GENERAL_MAX,
  GENERAL_MIN,
  LIKERT_MAX,
  LIKERT_MIN,
  LSS_DIMENSION_KEYS,
  LSS_DIMENSIONS,
  LSS_STATEMENTS,
  type LssDimension,
  MAX_MEETINGS,
  MAX_SUGGESTIONS,
} from '../../../contracts/lss/questionnaire';
import type {
  AccountsRecord,
  ReceiptRecord,
  SupervisorRecord,
  SurveyValues,
} from '../../../dataProviders/lss/lss';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { OfflineSubmitHint } from '../../../resources/shared/OnlineSaveButton';
import { useOnline } from '../../../resources/shared/useOnline';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { useFormatDay } from '../../../resources/shared/dates';
import { LssPage, useMySurvey } from './lssParts';
import { surveyResolver } from './surveyForm';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

const RESOURCE = 'lss-survey';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
const LIKERT = range(LIKERT_MIN, LIKERT_MAX).map((id) => ({ id, name: `lss.likert.${id}` }));
const GENERAL = range(GENERAL_MIN, GENERAL_MAX).map((id) => ({ id, name: id }));
const YES_NO = [
  { id: 'true', name: 'lss.form.yes' },
  { id: 'false', name: 'lss.form.no' },
];

/** A group of questions: a section headed by an h2, so a screen reader can jump between them. */
function QuestionGroup({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {translate(title)}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

/** A question's legend read at the text's size: react-admin shrinks it as a field label. */
const QUESTION = {
  '& .RaRadioButtonGroupInput-label': {
    transform: 'none',
    fontSize: '1rem',
    lineHeight: 1.5,
    mb: 0.5,
  },
} as const;

/** One statement on the 1–5 scale: a radio group whose legend is the statement. */
const Statement = ({ source }: { source: string }) => (
  <RadioButtonGroupInput
    source={source}
    choices={LIKERT}
    // On phones the five answers stack: their words are long.
    row={false}
    sx={{ ...QUESTION, '& .MuiRadioGroup-root': { flexDirection: { sm: 'row' }, columnGap: 1 } }}
  />
);

/** The supervisors of the chosen account; choosing one also gives their name to the payload. */
function SupervisorInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const account = useWatch({ name: 'cuentaArea' }) as string | undefined;
  const { data = [], isPending } = useGetList<SupervisorRecord>(
    'lss-supervisors',
    { filter: { account } },
    { enabled: Boolean(account) },
  );
  return (
    <SelectInput
      source="jefeDirecto"
      choices={data.map((supervisor) => ({ id: supervisor.badge, name: supervisor.fullName }))}
      translateChoice={false}
      isPending={Boolean(account) && isPending}
      helperText={
        !account
          ? translate('lss.form.chooseAccountFirst')
          : !isPending && data.length === 0
            ? translate('lss.form.noSupervisors')
            : undefined
      }
      onChange={(event) => {
        const badge = 'target' in event ? event.target.value : event.id;
        setValue(
          'jefeDirectoPersona',
          data.find((supervisor) => supervisor.badge === String(badge))?.fullName ?? '',
        );
      }}
      fullWidth
    />
  );
}

/** The account: choosing another one clears a supervisor who may not be of it. */
function AccountInput({ accounts }: { accounts: readonly string[] }) {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="cuentaArea"
      choices={accounts.map((account) => ({ id: account, name: account }))}
      translateChoice={false}
      onChange={() => {
        setValue('jefeDirecto', '');
        setValue('jefeDirectoPersona', '');
      }}
      fullWidth
    />
  );
}

/** A refusal's message and its errors keyed by the form's fields. */
/**
 * Sends the survey after a 'Sí' (it cannot be changed once sent): the contract is checked first,
 * so the question is asked only of a complete survey. The service's refusal shows in its words,
 * its fields' reasons at their inputs.
 */
function SendButton() {
  const translate = useTranslate();
  const online = useOnline();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const { handleSubmit, setError } = useFormContext<SurveyValues>();
  const [values, setValues] = useState<SurveyValues | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async () => {
    if (!values) return;
    setSending(true);
    setRefusal(null);
    try {
      const { data } = await dataProvider.create<ReceiptRecord>(RESOURCE, { data: values });
      navigate(`${basename}/ThankYouTraining`, { state: { period: data.period } });
    } catch (error) {
      const { message, errors = {} } = refusalOf(error);
      setRefusal(message);
      for (const [field, reason] of Object.entries(errors)) {
        // The supervisor's name is the supervisor's choice on the form.
        const source = field === 'jefeDirectoPersona' ? 'jefeDirecto' : field;
        if (source in LSS_FIELDS) setError(source as keyof SurveyValues, { message: reason });
      }
    } finally {
      setSending(false);
      setValues(null);
    }
  };
  return (
    <Stack spacing={2}>
      <RefusalAlert refusal={refusal} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={sending || !online}
          onClick={(event) => {
            event.preventDefault();
            setRefusal(null);
            // An incomplete survey: react-admin's notice says so and the first missing answer
            // takes the focus.
            void handleSubmit(setValues)();
          }}
        >
          {translate('lss.form.submit')}
        </Button>
        <OfflineSubmitHint />
      </Box>
      <ConfirmDialog
        open={values !== null}
        content={translate('lss.form.confirm')}
        loading={sending}
        onClose={() => setValues(null)}
        onConfirm={() => void send()}
      />
    </Stack>
  );
}

/** The form's fields the service may name (the payload's, as the contract spells them). */
const LSS_FIELDS = Object.fromEntries(
  [
    'cuentaArea',
    'jefeDirecto',
    'posicion',
    'reunionesultimomes',
    'oneOnOneUltimas2semanas',
    ...LSS_STATEMENTS,
    'general',
    'sugerencias',
  ].map((field) => [field, true]),
);

function SurveyForm({ accounts, period }: { accounts: AccountsRecord; period: string }) {
  const translate = useTranslate();
  // Radio groups start with no choice (null): the contract then says they are required.
  const unanswered = Object.fromEntries(LSS_STATEMENTS.map((statement) => [statement, null]));
  return (
    <ContractForm
      draft="lss-survey"
      resolver={surveyResolver}
      defaultValues={{
        cuentaArea: accounts.mine ?? '',
        jefeDirecto: accounts.supervisor?.badge ?? '',
        jefeDirectoPersona: accounts.supervisor?.fullName ?? '',
        posicion: accounts.position ?? '',
        reunionesultimomes: null,
        oneOnOneUltimas2semanas: null,
        ...unanswered,
        general: null,
        sugerencias: '',
      }}
      noValidate
    >
      <Stack spacing={2}>
        <Typography>{translate('lss.form.intro', { period })}</Typography>
        <QuestionGroup title="lss.form.team">
          <AccountInput accounts={accounts.accounts} />
          <SupervisorInput />
          <TextInput source="posicion" fullWidth />
        </QuestionGroup>
        <QuestionGroup title="lss.form.meetings">
          <NumberInput
            source="reunionesultimomes"
            min={0}
            max={MAX_MEETINGS}
            step={1}
            helperText={translate('lss.form.meetingsHelp')}
          />
          <RadioButtonGroupInput
            source="oneOnOneUltimas2semanas"
            choices={YES_NO}
            sx={QUESTION}
            // The contract's booleans are not marked by the kit: this one has no default.
            validate={required()}
          />
        </QuestionGroup>
        {LSS_DIMENSION_KEYS.map((dimension: LssDimension) => (
          <QuestionGroup key={dimension} title={`lss.dimensions.${dimension}`}>
            {LSS_DIMENSIONS[dimension].map((statement) => (
              <Statement key={statement} source={statement} />
            ))}
          </QuestionGroup>
        ))}
        <QuestionGroup title="lss.form.overall">
          <RadioButtonGroupInput
            source="general"
            choices={GENERAL}
            translateChoice={false}
            sx={QUESTION}
          />
          <TextInput
            source="sugerencias"
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: MAX_SUGGESTIONS } }}
          />
        </QuestionGroup>
        <SendButton />
      </Stack>
    </ContractForm>
  );
}

/**
 * `/lss/form`: the survey, its questions grouped by dimension, each statement a radio group on
 * the 1–5 scale. My account, supervisor and position come prefilled (GET /account) and the
 * supervisors are those of the chosen account (GET /supervisor). Once I answered this quarter the
 * page says so instead of showing the form; the service refuses a second answer anyway.
 */
export function LssFormPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const { accounts, participation, isPending, error } = useMySurvey();
  return (
    <ResourceContextProvider value={RESOURCE}>
      <LssPage title="lss.form.title">
        {isPending ? (
          <LoadingSkeleton height={320} label="lss.loading" />
        ) : error || !accounts || !participation ? (
          <Alert severity="warning">{translate('lss.loadError')}</Alert>
        ) : participation.answered ? (
          <Stack spacing={2} alignItems="flex-start">
            <Alert severity="info" role="alert">
              {translate('lss.form.alreadyAnswered', {
                period: participation.period,
                date: formatDay(participation.answeredOn ?? ''),
              })}
            </Alert>
            <Button component={Link} to={`${basename}/lss`}>
              {translate('lss.form.back')}
            </Button>
          </Stack>
        ) : (
          <SurveyForm accounts={accounts} period={participation.period} />
        )}
      </LssPage>
    </ResourceContextProvider>
  );
}
