import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cardGrid } from './cardGrid';

/** A place's height while it loads, and the i18n key it is announced as busy under. */
interface LoadingProps {
  height: number;
  label?: string;
}

/** Where a page's content will be, while it loads: announced as busy under `label`. */
export function LoadingSkeleton({ height, label = 'ra.page.loading' }: LoadingProps) {
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

/** Three cards' places in a `cardGrid` while its cards load, announced as busy under `label`. */
export function LoadingCards({ height, label = 'ra.page.loading' }: LoadingProps) {
  const translate = useTranslate();
  return (
    <Box sx={cardGrid} role="status" aria-busy="true" aria-label={translate(label)}>
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
