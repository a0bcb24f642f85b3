import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { Box, Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NewsletterSummary } from '../../../contracts/newsletters/newsletters';
import { useFormatDay } from '../../../resources/shared/dates';

interface NewsletterCardProps {
  newsletter: NewsletterSummary;
  onOpen: (id: number) => void;
  /** Heading level of the title inside the page. */
  headingLevel?: 'h2' | 'h3';
}

/** A current newsletter as a card: cover, title, date and summary; opening it reads it. */
export function NewsletterCard({ newsletter, onOpen, headingLevel = 'h2' }: NewsletterCardProps) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        onClick={() => onOpen(newsletter.id)}
        aria-label={translate('newsletters.home.read', { title: newsletter.title })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {newsletter.coverUrl ? (
          <CardMedia component="img" height="160" image={newsletter.coverUrl} alt="" />
        ) : (
          <Box
            aria-hidden
            sx={{
              height: 160,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'text.secondary',
            }}
          >
            <ArticleOutlined fontSize="large" />
          </Box>
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDay(newsletter.startDate)}
          </Typography>
          <Typography variant="h6" component={headingLevel} gutterBottom>
            {newsletter.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {newsletter.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
