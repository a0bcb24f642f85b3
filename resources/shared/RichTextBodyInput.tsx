import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { LazyRichTextEditor } from './richText';

interface RichTextBodyInputProps {
  resource?: string;
  /** The form field; `body` unless said otherwise. */
  source?: string;
  /** What the placeholder says to screen readers while the editor loads. */
  loadingLabel: string;
}

/** A rich-text field of a form (`body` by default), with a placeholder of its size while the editor loads. */
export function RichTextBodyInput({
  resource,
  source = 'body',
  loadingLabel,
}: RichTextBodyInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={260} aria-label={loadingLabel} />}>
      <LazyRichTextEditor source={source} resource={resource} fullWidth />
    </Suspense>
  );
}
