import Download from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { DEFINITION_STATUS_IDS } from '../../../contracts/extracurricular/courses';
import type { ReportRecord } from '../../../dataProviders/extracurricular/definitions';
import { BarChart, type BarSeries } from '../../shared/BarChart';
import { LoadingSkeleton } from '../../shared/LoadingSkeleton';
import { FilterSelect } from '../../shared/FilterSelect';
import { PageSection } from '../../shared/PageSection';
import { PageTabs, tabPanel } from '../../shared/PageTabs';
import { ServiceFailure } from '../../shared/ServiceFailure';
import { ENROLMENT_REPORT } from '../shared/paths';
import { csvExporter } from '../../shared/csv';
import { SpreadRow } from '../../shared/SpreadRow';

const TEXTS = 'extracurricular.reports';

const GROUPINGS = ['course', 'lob'] as const;
type Grouping = (typeof GROUPINGS)[number];
const GROUPING_LABEL: Record<Grouping, string> = {
  course: `${TEXTS}.byCourse`,
  lob: `${TEXTS}.byLob`,
};

/** The chart's series: who is enrolled, who waits, and the seats offered. */
const SERIES: readonly BarSeries<ReportRecord>[] = [
  {
    key: 'enrolled',
    value: (row) => row.enrolled,
    color: 'primary.main',
    label: `${TEXTS}.enrolled`,
  },
  { key: 'waiting', value: (row) => row.waiting, color: 'warning.main', label: `${TEXTS}.waiting` },
  { key: 'quota', value: (row) => row.quota, color: 'grey.500', label: `${TEXTS}.quota` },
];

const csvRow = ({ key, name, enrolled, waiting, quota }: ReportRecord) => ({
  key,
  name,
  enrolled,
  waiting,
  quota,
});

/** The report's rows: as a chart (each row in words) and as the table it draws. */
function Report({ grouping, statusId }: { grouping: Grouping; statusId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data, isPending, error, refetch } = useGetList<ReportRecord>(ENROLMENT_REPORT, {
    filter: { groupBy: grouping, ...(statusId ? { statusId } : {}) },
    pagination: { page: 1, perPage: 1000 },
  });
  if (isPending) return <LoadingSkeleton height={320} label={`${TEXTS}.loading`} />;
  if (error || !data) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data.length) {
    return <Typography color="text.secondary">{translate(`${TEXTS}.empty`)}</Typography>;
  }
  const exportCsv = () =>
    void csvExporter<ReportRecord>(
      `matricula-por-${grouping === 'course' ? 'curso' : 'linea'}`,
      csvRow,
    )(data, () => Promise.resolve({}), dataProvider, ENROLMENT_REPORT);
  return (
    <Stack spacing={2}>
      <PageSection
        title={translate(`${TEXTS}.chart`)}
        action={
          <Button startIcon={<Download />} onClick={exportCsv}>
            {translate(`${TEXTS}.export`)}
          </Button>
        }
      >
        <BarChart
          rows={data}
          rowKey={(row) => String(row.key)}
          series={SERIES}
          text={(row) =>
            translate(`${TEXTS}.row`, {
              name: row.name,
              enrolled: row.enrolled,
              waiting: row.waiting,
              quota: row.quota,
            })
          }
        />
      </PageSection>
      <PageSection title={translate(`${TEXTS}.table`)}>
        {/* A table wider than a phone scrolls inside its box, never the page. */}
        <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate(`${TEXTS}.name`)}
                </TableCell>
                {SERIES.map(({ key, label }) => (
                  <TableCell key={key} component="th" scope="col" align="right">
                    {translate(label)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  {SERIES.map(({ key, value }) => (
                    <TableCell key={key} align="right">
                      {value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </PageSection>
    </Stack>
  );
}

/**
 * `/ExtracurricularCourses/Reportes`: enrolled and waiting employees and the seats offered, by
 * course or by line of business, for the groups of one status or all.
 */
export function EnrolmentReportPage() {
  const translate = useTranslate();
  const tabsId = useId();
  const [grouping, setGrouping] = useState<Grouping>('course');
  const [statusId, setStatusId] = useState('');
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={translate(`${TEXTS}.title`)} />
      <SpreadRow gap={2}>
        <PageTabs
          id={tabsId}
          label={translate(`${TEXTS}.title`)}
          tabs={GROUPINGS}
          value={grouping}
          onChange={setGrouping}
          labelOf={(key) => translate(GROUPING_LABEL[key])}
          sx={{ flex: '1 1 320px', minWidth: 0 }}
        />
        <FilterSelect
          label={`${TEXTS}.status`}
          any={`${TEXTS}.allStatuses`}
          value={statusId}
          choices={DEFINITION_STATUS_IDS.map((id) => ({
            id: String(id),
            name: translate(`extracurricular.definitions.status.${id}`),
          }))}
          onChange={setStatusId}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
      </SpreadRow>
      <Box {...tabPanel(tabsId, grouping)}>
        <Report grouping={grouping} statusId={statusId} />
      </Box>
    </Stack>
  );
}
