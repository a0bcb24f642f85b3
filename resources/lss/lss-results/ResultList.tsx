import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { LssResult } from '../../../contracts/lss/lss';
import {
  LIKERT_MAX,
  LSS_DIMENSION_KEYS,
  LSS_DIMENSIONS,
  MIN_GROUP_SIZE,
  periodOf,
  previousPeriod,
} from '../../../contracts/lss/questionnaire';
import type { AccountsRecord } from '../../../dataProviders/lss/lss';
import { AdminListPage } from '../../shared/AdminListPage';
import { useFormatNumber } from '../../shared/numbers';

/** The quarters the filter offers: this one and the seven before. */
const QUARTERS = 8;

const csv = (result: LssResult) => ({
  period: result.period,
  account: result.account,
  supervisorBadge: result.supervisor.badge,
  supervisor: result.supervisor.fullName,
  answers: result.answers,
  general: result.general,
  meetings: result.meetings,
  oneOnOneShare: result.oneOnOneShare,
  ...result.dimensions,
  ...result.statements,
});

/**
 * Averages as horizontal bars on the 1–5 scale: each row says its name and value in words (the
 * text alternative), the bar only shows the proportion.
 */
export function AverageBars({ rows }: { rows: { key: string; name: string; value: number }[] }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map(({ key, name, value }) => (
        <Box component="li" key={key}>
          <Typography variant="body2">
            {translate('lss.results.bar', { name, value: formatNumber(value) })}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{ height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              data-testid={`bar-${key}`}
              sx={{
                height: '100%',
                width: `${(value / LIKERT_MAX) * 100}%`,
                bgcolor: 'primary.main',
              }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** A group's panel: its dimensions as a chart, every statement, the facts and the suggestions. */
function ResultPanel() {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const result = useRecordContext<LssResult>();
  if (!result) return null;
  // A statement is a sentence: its full stop goes before its value.
  const field = (name: string) =>
    translate(`resources.lss-survey.fields.${name}`).replace(/\.$/, '');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Stack spacing={1} component="section" aria-label={translate('lss.results.chart')}>
        <Typography component="h3" variant="subtitle1">
          {translate('lss.results.chart')}
        </Typography>
        <AverageBars
          rows={LSS_DIMENSION_KEYS.map((dimension) => ({
            key: dimension,
            name: translate(`lss.dimensions.${dimension}`),
            value: result.dimensions[dimension],
          }))}
        />
        <Typography variant="body2">
          {translate('lss.results.general', { value: formatNumber(result.general) })}
        </Typography>
        <Typography variant="body2">
          {translate('lss.results.meetings', { value: formatNumber(result.meetings) })}
        </Typography>
        <Typography variant="body2">
          {translate('lss.results.oneOnOne', { percent: Math.round(result.oneOnOneShare * 100) })}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ pt: 2 }}>
          {translate('lss.results.suggestions')}
        </Typography>
        {result.suggestions.length ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {result.suggestions.map((suggestion, index) => (
              <Typography
                component="li"
                variant="body2"
                key={index}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {suggestion}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('lss.results.noSuggestions')}
          </Typography>
        )}
      </Stack>
      <Stack spacing={1} component="section" aria-label={translate('lss.results.statements')}>
        <Typography component="h3" variant="subtitle1">
          {translate('lss.results.statements')}
        </Typography>
        {LSS_DIMENSION_KEYS.map((dimension) => (
          <Box key={dimension}>
            <Typography component="h4" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {translate(`lss.dimensions.${dimension}`)}
            </Typography>
            <AverageBars
              rows={LSS_DIMENSIONS[dimension].map((statement) => ({
                key: statement,
                name: field(statement),
                value: result.statements[statement],
              }))}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The accounts to filter by (GET /account, which every survey user may call). */
function useAccountChoices() {
  const { data } = useGetOne<AccountsRecord>('lss-accounts', { id: 'mine' });
  return (data?.accounts ?? []).map((account) => ({ id: account, name: account }));
}

/**
 * `/lss/resultados`: the survey's results for its owners (GET /admin/lss-results): one row per
 * supervisor, account and quarter with at least MIN_GROUP_SIZE answers (the page says why the
 * smaller groups are missing), its averages per dimension, a row's click opening its chart, every
 * statement and the suggestions; filtered by quarter and account, searched by supervisor,
 * exported to CSV with every average.
 */
export function ResultList() {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const accounts = useAccountChoices();
  const now = periodOf();
  const quarters = Array.from({ length: QUARTERS }, (_, index) => {
    const period = previousPeriod(now, index);
    return { id: period, name: period };
  });
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Alert severity="info" sx={{ mx: { xs: 1, sm: 2 }, mt: 2 }}>
        {translate('lss.results.anonymity', { min: MIN_GROUP_SIZE })}
      </Alert>
      <AdminListPage<LssResult>
        resource="lss-results"
        title="lss.results.title"
        filters={[
          <SelectInput
            key="period"
            source="period"
            choices={quarters}
            translateChoice={false}
            emptyText="lss.results.anyPeriod"
            alwaysOn
          />,
          <SelectInput
            key="account"
            source="account"
            choices={accounts}
            translateChoice={false}
            alwaysOn
          />,
        ]}
        sort={{ field: 'period', order: 'DESC' }}
        csvName="resultados-lss"
        csv={csv}
        empty="lss.results.empty"
        expand={<ResultPanel />}
        phone={{
          primaryText: (result) => result.supervisor.fullName,
          // The right-hand line stays short: the left one wraps on a narrow screen.
          secondaryText: (result) =>
            `${result.period} · ${result.account} · ${translate('lss.results.general', { value: formatNumber(result.general) })}`,
          tertiaryText: (result) =>
            translate('lss.results.answers', { smart_count: result.answers }),
        }}
      >
        <TextField source="period" />
        <TextField source="account" />
        <FunctionField<LssResult>
          source="supervisor"
          render={(result) => `${result.supervisor.fullName} (${result.supervisor.badge})`}
        />
        <NumberField source="answers" />
        <NumberField source="general" />
      </AdminListPage>
    </Stack>
  );
}
