import UploadFile from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';

/**
 * A button that opens the system's file chooser and hands over the file picked; the input is
 * emptied at once, so choosing the same file again (after fixing it) is a new choice.
 */
export function ChooseFileButton({
  label,
  accept,
  testId,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  /** The hidden input's test id: the e2e specs set its files. */
  testId: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Button component="label" variant="contained" startIcon={<UploadFile />} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept={accept}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
