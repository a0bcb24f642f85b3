import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { catalogueNames } from '../../contracts/permissions/names';
import type { RecordRead } from '../../contracts/privacy/reads';
import { MY_RECORD_READS } from '../../dataProviders/privacyReads';
import { useFormatInstant } from '../../resources/shared/dates';
import { PageSection } from '../../resources/shared/PageSection';
import { PagedList, usePagedList } from '../../resources/shared/PagedList';

const PER_PAGE = 10;

/** The reader's roles in the reader's language (a role renamed since keeps its catalogue name). */
function useRoleNames() {
  const [locale] = useLocaleState();
  const names = catalogueNames[locale === 'en' ? 'en' : 'es'].roles;
  return (codes: readonly string[]) => codes.map((code) => names[code] ?? code).join(', ');
}

/** One read: who, in which roles, what, when and from which screen. */
function ReadLine({ read }: { read: RecordRead }) {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const roleNames = useRoleNames();
  const roles = roleNames(read.readerRoles);
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={translate('privacyReads.line', {
          reader: read.reader.fullName ?? read.reader.username,
          what: translate(`components.recordReads.${read.what}`, { _: read.what }),
        })}
        secondary={[
          roles && translate('privacyReads.roles', { roles }),
          formatInstant(read.at),
          read.screen && translate('privacyReads.screen', { screen: read.screen }),
        ]
          .filter(Boolean)
          .join(' · ')}
        sx={{ overflowWrap: 'anywhere' }}
      />
    </ListItem>
  );
}

/**
 * Who read my records: every read of the caller's records by someone else (the medical staff,
 * approvers, the programmes' owners…), newest first, a page at a time. The service answers only
 * the caller's.
 */
export function ReadersOfMyRecords() {
  const translate = useTranslate();
  const list = usePagedList<RecordRead>(MY_RECORD_READS, { perPage: PER_PAGE });
  return (
    <PageSection title={translate('privacyReads.title')}>
      <Typography sx={{ mb: 1 }}>{translate('privacyReads.intro')}</Typography>
      <PagedList
        list={list}
        loading="privacyReads.loading"
        empty="privacyReads.empty"
        pagesLabel="privacyReads.pages"
        pagesSx={{ mt: 1 }}
      >
        {(reads) => (
          <List disablePadding aria-label={translate('privacyReads.title')}>
            {reads.map((read) => (
              <ReadLine key={read.id} read={read} />
            ))}
          </List>
        )}
      </PagedList>
    </PageSection>
  );
}
