import Settings from '@mui/icons-material/Settings';
import { Box, Button, Collapse, Divider, Stack, Typography } from '@mui/material';
import { Fragment, useId, useLayoutEffect, useRef, useState } from 'react';
import { type RaRecord, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { HomeMessage } from '../../../../contracts/home/messages';
import { SanitizedHtml } from '../../../../resources/shared/richText';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { useDateFormat, useIsHomeOwner } from './homeMessageHelpers';

type NewsRecord = HomeMessage & RaRecord;

/** Collapsed height of a long body: about six lines. */
const COLLAPSED = 144;

/** A news item; its own page (`open`) shows the whole body, the home page collapses a long one. */
export function NewsItem({
  news,
  open = false,
  heading = 'h3',
}: {
  news: NewsRecord;
  open?: boolean;
  /** Its title's level: under the section's h2 on the home page, under the page's h1 alone. */
  heading?: 'h2' | 'h3';
}) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const [expanded, setExpanded] = useState(open);
  const [long, setLong] = useState(true);
  const body = useRef<HTMLDivElement>(null);
  // Only a body taller than the collapsed height needs "Read more".
  useLayoutEffect(() => {
    if (body.current) setLong(body.current.scrollHeight > COLLAPSED + 8);
  }, [news.body]);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Box component="article" aria-labelledby={titleId}>
      {news.image && (
        <Box
          component="img"
          src={news.image}
          alt={translate('news.imageAlt', { title: news.title ?? '' })}
          loading="lazy"
          sx={{
            width: '100%',
            aspectRatio: '12 / 5',
            objectFit: 'cover',
            borderRadius: 1,
            display: 'block',
            mb: 1,
          }}
        />
      )}
      <Typography id={titleId} component={heading} variant="h6">
        {news.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('news.publishedOn', { date: formatDate(news.publishFrom) })}
      </Typography>
      <Collapse in={expanded || !long} collapsedSize={COLLAPSED} id={bodyId}>
        <div ref={body}>
          <SanitizedHtml html={news.body} sx={{ '& h2, & h3': { fontSize: '1.1rem', mt: 1 } }} />
        </div>
      </Collapse>
      {long && (
        <Button
          size="small"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          sx={{ mt: 0.5 }}
        >
          {translate(expanded ? 'news.readLess' : 'news.readMore')}
        </Button>
      )}
    </Box>
  );
}

/** The news of /Inicio, newest first (GET /HomeMessage?type=news); owners get the admin link. */
export function NewsSection({ perPage = 3 }: { perPage?: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const isOwner = useIsHomeOwner();
  const { data, isPending, error } = useGetList<NewsRecord>('news', {
    pagination: { page: 1, perPage },
    sort: { field: 'publishFrom', order: 'DESC' },
  });
  return (
    <SectionCard
      title="news.title"
      isPending={isPending}
      error={error}
      isEmpty={(data ?? []).length === 0}
      emptyText="news.empty"
      action={
        isOwner ? (
          <Button
            component={Link}
            to={`${basename}/News/Settings`}
            size="small"
            startIcon={<Settings />}
          >
            {translate('news.manage')}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {(data ?? []).map((news, index) => (
          <Fragment key={news.id}>
            {index > 0 && <Divider />}
            <NewsItem news={news} />
          </Fragment>
        ))}
      </Stack>
    </SectionCard>
  );
}
