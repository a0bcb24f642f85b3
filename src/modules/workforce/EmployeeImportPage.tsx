import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  type ImportColumns,
  type ImportField,
  type ImportResult,
} from '../../../contracts/workforce/import';
import type {
  ImportMapping,
  WorkforceDataProvider,
} from '../../../dataProviders/workforce/workforce';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { ChooseFileButton } from '../../../resources/shared/ChooseFileButton';
import { PageSection } from '../../../resources/shared/PageSection';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { saveFile } from '../../../resources/shared/saveFile';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

const TEXTS = 'workforce.import';

/** The rows a preview lists at once: the rest are counted. */
const ROWS_SHOWN = 200;

type Step =
  | { at: 'choose' }
  | { at: 'map'; file: File; columns: ImportColumns; mapping: ImportMapping }
  | {
      at: 'preview';
      file: File;
      columns: ImportColumns;
      mapping: ImportMapping;
      preview: ImportResult;
    }
  | { at: 'done'; result: ImportResult };

/** The column mapping: one select per column of the file, its field or "leave out". */
export function ColumnMapping({
  columns,
  mapping,
  onChange,
}: {
  columns: ImportColumns['columns'];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(16rem, 1fr))' },
      }}
    >
      {columns.map((column, index) => (
        <TextField
          key={index}
          select
          size="small"
          label={column.header}
          value={mapping[index] ?? ''}
          // "Leave out" is a choice shown like the others, so the label stays above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            const next = [...mapping];
            next[index] = (event.target.value || null) as ImportField | null;
            onChange(next);
          }}
        >
          <MenuItem value="">{translate(`${TEXTS}.leaveOut`)}</MenuItem>
          {IMPORT_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {translate(`${TEXTS}.field.${field}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}

/** What a preview or an import says: the counts, then each row that does something. */
export function ImportOutcomes({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`${TEXTS}.field.${name}`, { _: name });
  const shown = result.outcomes.filter((outcome) => outcome.action !== 'unchanged');
  return (
    <Stack spacing={2}>
      <Typography component="p" data-testid="import-counts">
        {translate(`${TEXTS}.counts`, { ...result.counts, rows: result.rows })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${TEXTS}.rowsTable`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${TEXTS}.row`)}</TableCell>
              <TableCell>{translate(`${TEXTS}.person`)}</TableCell>
              <TableCell>{translate(`${TEXTS}.what`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.slice(0, ROWS_SHOWN).map((outcome) => (
              <TableRow key={outcome.row} data-action={outcome.action}>
                <TableCell>{outcome.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {[outcome.badge, outcome.name].filter(Boolean).join(' · ')}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{translate(`${TEXTS}.action.${outcome.action}`)}</strong>
                  {outcome.changed.length > 0 && `: ${outcome.changed.map(field).join(', ')}`}
                  {outcome.reasons.map((reason, index) => (
                    <Box key={index} component="span" sx={{ display: 'block' }}>
                      {reason.column
                        ? translate(`${TEXTS}.reasonInColumn`, {
                            column: reason.column,
                            reason: reason.message,
                          })
                        : reason.message}
                    </Box>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {shown.length > ROWS_SHOWN && (
        <Typography component="p">
          {translate(`${TEXTS}.more`, { count: shown.length - ROWS_SHOWN })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * HR's CSV import: choose a file, check the field of each column, read the preview of every row,
 * then import in one transaction (the refused rows left out only when the administrator says so).
 */
export function EmployeeImportPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WorkforceDataProvider>();
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalOf(error).message);
    } finally {
      setPending(false);
    }
  };

  const choose = (file: File) =>
    run(async () => {
      const columns = await dataProvider.importColumns('workforce', { file });
      setStep({ at: 'map', file, columns, mapping: columns.columns.map((column) => column.field) });
    });

  const preview = (file: File, columns: ImportColumns, mapping: ImportMapping) =>
    run(async () => {
      const result = await dataProvider.previewImport('workforce', { file, mapping });
      setStep({ at: 'preview', file, columns, mapping, preview: result });
    });

  const apply = () => {
    if (step.at !== 'preview') return;
    setConfirming(false);
    return run(async () => {
      const result = await dataProvider.applyImport('workforce', {
        file: step.file,
        mapping: step.mapping,
        skipRefused: step.preview.counts.refused > 0,
      });
      setStep({ at: 'done', result });
    });
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <Title title={translate(`${TEXTS}.title`)} />
      <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
        {translate(`${TEXTS}.title`)}
      </Typography>
      <PageSection title={translate(`${TEXTS}.file`)}>
        <Stack spacing={2}>
          <Typography component="p">
            {translate(`${TEXTS}.help`, { max: IMPORT_MAX_ROWS })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <ChooseFileButton
              label={translate(`${TEXTS}.choose`)}
              accept=".csv,text/csv"
              testId="import-file"
              disabled={pending}
              onFile={(file) => void choose(file)}
            />
            <Button
              startIcon={<Download />}
              onClick={() =>
                void run(async () =>
                  saveFile(
                    await dataProvider.importTemplate('workforce'),
                    'plantilla-colaboradores.csv',
                  ),
                )
              }
            >
              {translate(`${TEXTS}.template`)}
            </Button>
          </Stack>
          <RefusalAlert refusal={refusal} />
        </Stack>
      </PageSection>
      {(step.at === 'map' || step.at === 'preview') && (
        <PageSection title={translate(`${TEXTS}.mapping`)}>
          <Stack spacing={2}>
            <Typography component="p">
              {translate(`${TEXTS}.read`, {
                name: step.file.name,
                rows: step.columns.rows,
                encoding: step.columns.encoding,
                delimiter: step.columns.delimiter,
              })}
            </Typography>
            <ColumnMapping
              columns={step.columns.columns}
              mapping={step.mapping}
              onChange={(mapping) =>
                setStep({ at: 'map', file: step.file, columns: step.columns, mapping })
              }
            />
            <Box>
              <Button
                variant="contained"
                disabled={pending}
                onClick={() => void preview(step.file, step.columns, step.mapping)}
              >
                {translate(`${TEXTS}.previewButton`)}
              </Button>
            </Box>
          </Stack>
        </PageSection>
      )}
      {step.at === 'preview' && (
        <PageSection title={translate(`${TEXTS}.preview`)}>
          <Stack spacing={2}>
            <ImportOutcomes result={step.preview} />
            <Box>
              <Button variant="contained" disabled={pending} onClick={() => setConfirming(true)}>
                {translate(
                  step.preview.counts.refused > 0 ? `${TEXTS}.applySkipping` : `${TEXTS}.apply`,
                  { refused: step.preview.counts.refused },
                )}
              </Button>
            </Box>
            <ConfirmDialog
              open={confirming}
              content={translate(`${TEXTS}.confirmContent`, {
                ...step.preview.counts,
                rows: step.preview.rows,
              })}
              onConfirm={() => void apply()}
              onClose={() => setConfirming(false)}
            />
          </Stack>
        </PageSection>
      )}
      {step.at === 'done' && (
        <PageSection title={translate(`${TEXTS}.done`)}>
          <Stack spacing={2}>
            <Alert severity="success">{translate(`${TEXTS}.applied`)}</Alert>
            <ImportOutcomes result={step.result} />
            <Box>
              <Button onClick={() => setStep({ at: 'choose' })}>
                {translate(`${TEXTS}.another`)}
              </Button>
            </Box>
          </Stack>
        </PageSection>
      )}
    </Stack>
  );
}
