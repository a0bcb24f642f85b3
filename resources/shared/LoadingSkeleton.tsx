import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where a page's content will be, while it loads: announced as busy under `label` (an i18n key). */
export function LoadingSkeleton({
  height,
  label = 'ra.page.loading',
}: {
  height: number;
  label?: string;
}) {
  const translate = useTranslate();
  return (
    <Skeleton
      variant="rounded"
      height={height}
      role="status"
      aria-busy="true"
      aria-label={translate(label)}
    />
  );
}
