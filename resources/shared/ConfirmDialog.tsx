import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; a string is shown as the dialog's description. */
  content: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** While true both buttons are disabled and the dialog cannot be dismissed. */
  loading?: boolean;
}

/**
 * The confirmation dialog: 'Confirmación' with 'Sí' and 'No'. 'No' has the initial focus,
 * so Enter on a destructive question does nothing harmful; Escape and the backdrop mean 'No'.
 */
export function ConfirmDialog({
  open,
  content,
  onConfirm,
  onClose,
  loading = false,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const titleId = `${id}-title`;
  const contentId = `${id}-content`;

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('components.confirm.title')}</DialogTitle>
      <DialogContent>
        {typeof content === 'string' ? (
          <DialogContentText id={contentId}>{content}</DialogContentText>
        ) : (
          <div id={contentId}>{content}</div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading} autoFocus>
          {translate('components.confirm.no')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={loading}
          variant="contained"
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('components.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
