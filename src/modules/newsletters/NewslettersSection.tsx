import {
  Avatar,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { lazy, useState } from 'react';
import { useBasename, useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NewsletterSummary } from '../../../contracts/newsletters/newsletters';
import { useFormatDay } from '../../../resources/shared/dates';
import { MountWhenOpened } from '../../../resources/shared/MountWhenOpened';
import { canReadNewsletters } from './roles';
import { SectionCard } from '../../../resources/shared/SectionCard';

const NewsletterReader = lazy(() =>
  import('./NewsletterReader').then((m) => ({ default: m.NewsletterReader })),
);

const SHOWN = 3;

/**
 * The newsletters of /Inicio: the newest current ones, each opening the reader. Rendered only for
 * the newsletter roles (anyone else would get 403, which ends the session).
 */
export function NewslettersSection() {
  const { permissions, isPending: rolesPending } = usePermissions<string[]>();
  if (rolesPending || !canReadNewsletters(permissions)) return null;
  return <CurrentNewsletters />;
}

function CurrentNewsletters() {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const [reading, setReading] = useState<number | null>(null);
  const { data, isPending, error } = useGetList<NewsletterSummary>('newsletters', {
    filter: { current: true },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'startDate', order: 'DESC' },
  });
  return (
    <SectionCard
      title="newsletters.title"
      action={
        <Button component={Link} to={`${basename}/newsletters/home`} size="small">
          {translate('newsletters.section.all')}
        </Button>
      }
      isPending={isPending}
      error={error}
      isEmpty={!data?.length}
      emptyText="newsletters.home.empty"
    >
      <List disablePadding>
        {data?.map((newsletter) => (
          <ListItem key={newsletter.id} disablePadding>
            <ListItemButton
              onClick={() => setReading(newsletter.id)}
              aria-label={translate('newsletters.home.read', { title: newsletter.title })}
              sx={{ borderRadius: 1, alignItems: 'flex-start' }}
            >
              <ListItemAvatar>
                <Avatar
                  variant="rounded"
                  src={newsletter.coverUrl ?? undefined}
                  alt=""
                  sx={{ width: 56, height: 56, mr: 1.5 }}
                >
                  <ArticleOutlined />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={newsletter.title}
                secondary={`${formatDay(newsletter.startDate)} · ${newsletter.summary}`}
                slotProps={{
                  primary: { fontWeight: 500 },
                  secondary: {
                    sx: {
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    },
                  },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <MountWhenOpened open={reading !== null}>
        <NewsletterReader id={reading} onClose={() => setReading(null)} />
      </MountWhenOpened>
    </SectionCard>
  );
}
