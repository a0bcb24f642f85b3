import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** What an action on several records could not do: how many it did, and each one left and why. */
export interface PartialReport {
  done: number;
  total: number;
  refused: { name: string; reason: string }[];
}

/** A record's name in quotes, in the language in use ('«Viajes»', '“Travel”'). */
export function useQuoted() {
  const translate = useTranslate();
  return (name: string) => translate('components.adminList.quoted', { name });
}

/** One line of a report: what, and the detail under it. */
export interface ReportLine {
  key: string | number;
  primary: string;
  secondary?: string | null;
}

/**
 * A report of what an action did, after it: a title, a summary, then a named list of lines, each
 * with its detail; 'Cerrar' (focused) closes it.
 */
export function ReportDialog({
  title,
  summary,
  listLabel,
  lines,
  onClose,
}: {
  title: string;
  summary: string;
  listLabel: string;
  lines: readonly ReportLine[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{summary}</DialogContentText>
        <List dense aria-label={listLabel}>
          {lines.map(({ key, primary, secondary }) => (
            <ListItem key={key} disableGutters>
              <ListItemText primary={primary} secondary={secondary} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The report of a bulk action some records refused: `texts.summary` receives `%{done}` and
 * `%{total}`, then each record left is named with the service's reason.
 */
export function PartialReportDialog({
  report,
  texts,
  onClose,
}: {
  report: PartialReport;
  /** i18n keys: the title, the summary, the list's accessible name. */
  texts: { title: string; summary: string; list: string };
  onClose: () => void;
}) {
  const translate = useTranslate();
  const quoted = useQuoted();
  return (
    <ReportDialog
      title={translate(texts.title)}
      summary={translate(texts.summary, { done: report.done, total: report.total })}
      listLabel={translate(texts.list)}
      lines={report.refused.map(({ name, reason }, index) => ({
        key: index,
        primary: quoted(name),
        // A service's words, or the portal's key for an outage.
        secondary: translate(reason, { _: reason }),
      }))}
      onClose={onClose}
    />
  );
}

/**
 * The report of the records a bulk action could not do (`texts` as the dialog's): the
 * dialog to render, shown once `setReport` is given one and gone when closed.
 */
export function usePartialReport(texts: { title: string; summary: string; list: string }) {
  const [report, setReport] = useState<PartialReport | null>(null);
  const reportDialog = report && (
    <PartialReportDialog report={report} texts={texts} onClose={() => setReport(null)} />
  );
  return { reportDialog, setReport };
}
