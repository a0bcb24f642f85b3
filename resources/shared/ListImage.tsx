import { Avatar, Typography } from '@mui/material';
import { FunctionField, type RaRecord, useTranslate } from 'react-admin';

/** A list row's picture on phones (decorative: the row names the record). */
export const phoneAvatar = (src: string | null | undefined) => (
  <Avatar variant="rounded" src={src ?? undefined} alt="" />
);

/** A list cell's picture, or the words saying there is none (decorative: the row names the record). */
function ListImage({
  src,
  noImage,
  width = 48,
  height = 48,
}: {
  src: string | null | undefined;
  /** i18n key of what stands instead of a missing picture. */
  noImage: string;
  width?: number;
  height?: number;
}) {
  const translate = useTranslate();
  return src ? (
    <Avatar variant="rounded" src={src} alt="" sx={{ width, height }} />
  ) : (
    <Typography variant="caption" color="text.secondary">
      {translate(noImage)}
    </Typography>
  );
}

/** A grid column (named after `source`, not sortable) of each record's picture. */
export function imageColumn<T extends RaRecord>(
  source: string,
  srcOf: (record: T) => string | null | undefined,
  noImage: string,
  size?: { width: number; height: number },
) {
  return (
    <FunctionField<T>
      source={source}
      sortable={false}
      render={(record) => <ListImage src={srcOf(record)} noImage={noImage} {...size} />}
    />
  );
}
