import { Stack } from '@mui/material';
import { useGetList } from 'react-admin';
import type { CtaRecord } from '../../../../dataProviders/home/settings';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { ContentImage } from './ContentLink';

/** The home page's image CTAs (GET /api/Common/GetImages), the featured one (Id 1) first. */
export function FeaturedImagesSection() {
  const { data, isPending, error } = useGetList<CtaRecord>('home-images', {
    pagination: { page: 1, perPage: 6 },
    sort: { field: 'order', order: 'ASC' },
    filter: { active: true },
  });
  const images = (data ?? []).filter((image) => image.imageURL);
  return (
    <SectionCard
      title="homeSettings.sections.images.title"
      isPending={isPending}
      error={error}
      isEmpty={images.length === 0}
      emptyText="homeSettings.sections.images.empty"
    >
      <Stack spacing={1.5}>
        {images.map((image) => (
          <ContentImage
            key={image.id}
            src={image.imageURL!}
            alt={image.title ?? ''}
            href={image.sourceURL}
            sx={{ borderRadius: 1, aspectRatio: '16 / 9' }}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
