import {
  FileField,
  FileInput,
  type FileInputProps,
  useNotify,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { useFileSizeLimit } from '../../src/components/uploadLimits';

/** What the services accept as a document (server/files/storage.ts DOCUMENT_TYPES). */
const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

interface DocumentUploadInputProps extends Omit<
  FileInputProps,
  'accept' | 'maxSize' | 'options' | 'children' | 'helperText'
> {
  source: string;
}

/**
 * The portal's document upload (react-admin FileInput): PDF or DOCX of at most the services'
 * limit, one file or several (`multiple`). The services read the type from the bytes again and
 * refuse anything else, naming the field; this only spares the user a refused submission.
 */
export function DocumentUploadInput(props: DocumentUploadInputProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { maxBytes, size } = useFileSizeLimit();
  return (
    <FileInput
      accept={DOCUMENT_ACCEPT}
      maxSize={maxBytes}
      options={{
        onDropRejected: () =>
          notify('components.upload.documentRejected', { type: 'error', messageArgs: { size } }),
      }}
      helperText={translate('components.upload.documentHelp', { size })}
      inputProps={{ 'aria-label': translateLabel(props) as string }}
      {...props}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
}
