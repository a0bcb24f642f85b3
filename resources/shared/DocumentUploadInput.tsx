import {
  FileField,
  FileInput,
  type FileInputProps,
  useNotify,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { useFileSizeLimit } from './uploadLimits';

/**
 * What the services accept as a document (server/files/storage.ts): PDF or DOCX (résumés), or
 * PDF or a picture (invoices, certificates); with the i18n keys of the input's help and refusal.
 */
const DOCUMENT_KINDS = {
  document: {
    accept: {
      'application/pdf': ['.pdf'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    },
    help: 'components.upload.documentHelp',
    rejected: 'components.upload.documentRejected',
  },
  pdfOrImage: {
    accept: {
      'application/pdf': ['.pdf'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    },
    help: 'components.upload.pdfOrImageHelp',
    rejected: 'components.upload.pdfOrImageRejected',
  },
} as const;

interface DocumentUploadInputProps extends Omit<
  FileInputProps,
  'accept' | 'maxSize' | 'options' | 'children' | 'helperText'
> {
  source: string;
  /** What it takes: PDF or DOCX (by default), or PDF, JPEG or PNG. */
  kind?: keyof typeof DOCUMENT_KINDS;
}

/**
 * The portal's document upload (react-admin FileInput): PDF or DOCX (or, with `kind`, PDF or a
 * JPEG/PNG picture) of at most the services' limit, one file or several (`multiple`). The services read the type from the bytes again and
 * refuse anything else, naming the field; this only spares the user a refused submission.
 */
export function DocumentUploadInput({ kind = 'document', ...props }: DocumentUploadInputProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { maxBytes, size } = useFileSizeLimit();
  return (
    <FileInput
      accept={DOCUMENT_KINDS[kind].accept}
      maxSize={maxBytes}
      options={{
        onDropRejected: () =>
          notify(DOCUMENT_KINDS[kind].rejected, { type: 'error', messageArgs: { size } }),
      }}
      helperText={translate(DOCUMENT_KINDS[kind].help, { size })}
      inputProps={{ 'aria-label': translateLabel(props) as string }}
      {...props}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
}
