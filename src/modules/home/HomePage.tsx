import { Box, Stack } from '@mui/material';
import { Suspense, useContext } from 'react';
import { Title, useTranslate } from 'react-admin';
import { HomeSectionsContext } from '../module';
import { Greeting } from './Greeting';
import { AssistantSection } from './sections/AssistantSection';
import { BannerCarousel } from './sections/BannerCarousel';
import { BirthdaysSection } from './sections/BirthdaysSection';
import { CalendarSection } from './sections/CalendarSection';
import { ContactsSection } from './sections/ContactsSection';
import { FeaturedImagesSection } from './sections/FeaturedImagesSection';
import { GoldenReferrersSection } from './sections/GoldenReferrersSection';
import { HomeVideoSection } from './sections/HomeVideoSection';
import { KudosWallSection } from './sections/KudosWallSection';
import { NewsSection } from './sections/NewsSection';
import { QuickLinksSection } from './sections/QuickLinksSection';

/**
 * `/Inicio`, the page an agent opens every morning: each section loads on its own (skeleton,
 * empty state, error), news and kudos in the main column, the short lists beside them.
 */
export function HomePage() {
  const translate = useTranslate();
  const otherSections = useContext(HomeSectionsContext);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('routes.Inicio')} />
      <Greeting />
      <BannerCarousel />
      {/* On a phone the quick links come first, not below the whole news feed; from md on they
          head the side column. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <QuickLinksSection />
        </Box>
        <Stack spacing={2} sx={{ gridColumn: { md: 1 }, gridRow: { md: '1 / span 2' } }}>
          <NewsSection />
          <KudosWallSection />
          <HomeVideoSection />
          <FeaturedImagesSection />
        </Stack>
        <Stack spacing={2} sx={{ gridColumn: { md: 2 }, gridRow: { md: 2 } }}>
          <BirthdaysSection />
          <CalendarSection />
          {otherSections.map(({ id, Section }) => (
            <Suspense key={id} fallback={null}>
              <Section />
            </Suspense>
          ))}
          <GoldenReferrersSection />
          <ContactsSection />
          <AssistantSection />
        </Stack>
      </Box>
    </Stack>
  );
}
