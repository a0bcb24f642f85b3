import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import { Avatar, List, ListItem, ListItemAvatar, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { CtaRecord } from '../../../../dataProviders/main/homeSettings';
import { SectionCard } from '../SectionCard';
import { ContentLink } from './ContentLink';

/** The contacts of the home page (GET /CTAs/GetAllContact), with mail and phone links. */
export function ContactsSection() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<CtaRecord>('contacts', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'order', order: 'ASC' },
    filter: { active: true },
  });
  const contacts = data ?? [];
  return (
    <SectionCard
      title="homeSettings.sections.contacts.title"
      isPending={isPending}
      error={error}
      isEmpty={contacts.length === 0}
      emptyText="homeSettings.sections.contacts.empty"
    >
      <List disablePadding>
        {contacts.map((contact) => (
          <ListItem key={contact.id} disableGutters alignItems="flex-start">
            <ListItemAvatar>
              <Avatar src={contact.imageURL ?? undefined} alt="">
                {(contact.name ?? '?').charAt(0)}
              </Avatar>
            </ListItemAvatar>
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle2">
                {contact.sourceURL ? (
                  <ContentLink href={contact.sourceURL} newTab={!contact.sourceURL.startsWith('/')}>
                    {contact.name}
                  </ContentLink>
                ) : (
                  contact.name
                )}
              </Typography>
              {contact.role && (
                <Typography variant="body2" color="text.secondary">
                  {contact.role}
                </Typography>
              )}
              <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
                {contact.email && (
                  <Typography
                    component="a"
                    href={`mailto:${contact.email}`}
                    variant="body2"
                    aria-label={translate('homeSettings.sections.contacts.email', {
                      name: contact.name ?? '',
                      email: contact.email,
                    })}
                    sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}
                  >
                    <Email
                      fontSize="inherit"
                      aria-hidden
                      sx={{ verticalAlign: 'middle', mr: 0.5 }}
                    />
                    {contact.email}
                  </Typography>
                )}
                {contact.phone && (
                  <Typography
                    component="a"
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    variant="body2"
                    aria-label={translate('homeSettings.sections.contacts.phone', {
                      name: contact.name ?? '',
                      phone: contact.phone,
                    })}
                    sx={{ color: 'primary.main', whiteSpace: 'nowrap' }}
                  >
                    <Phone
                      fontSize="inherit"
                      aria-hidden
                      sx={{ verticalAlign: 'middle', mr: 0.5 }}
                    />
                    {contact.phone}
                  </Typography>
                )}
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
