import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { LazyRichTextEditor } from '../../src/components/richText';

interface RichTextBodyInputProps {
  resource?: string;
  /** What the placeholder says to screen readers while the editor loads. */
  loadingLabel: string;
}

/** The rich-text `body` of a form, with a placeholder of its size while the editor loads. */
export function RichTextBodyInput({ resource, loadingLabel }: RichTextBodyInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={260} aria-label={loadingLabel} />}>
      <LazyRichTextEditor source="body" resource={resource} fullWidth />
    </Suspense>
  );
}
