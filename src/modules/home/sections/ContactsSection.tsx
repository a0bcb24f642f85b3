import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import { Avatar, List, ListItem, ListItemAvatar, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { CtaRecord } from '../../../../dataProviders/home/settings';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { ContentLink } from './ContentLink';

/** A contact's mail and phone: how each links, its icon, where a long one may break. */
const CONTACT_LINKS = {
  email: {
    href: (email: string) => `mailto:${email}`,
    Icon: Email,
    sx: { overflowWrap: 'anywhere' },
  },
  phone: {
    href: (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`,
    Icon: Phone,
    sx: { whiteSpace: 'nowrap' },
  },
} as const;

/** A contact's mail or phone link; its accessible name says whose it is. */
function ContactLink({
  kind,
  name,
  value,
}: {
  kind: keyof typeof CONTACT_LINKS;
  name: string;
  value: string;
}) {
  const translate = useTranslate();
  const { href, Icon, sx } = CONTACT_LINKS[kind];
  return (
    <Typography
      component="a"
      href={href(value)}
      variant="body2"
      aria-label={translate(`homeSettings.sections.contacts.${kind}`, { name, [kind]: value })}
      sx={{ color: 'primary.main', ...sx }}
    >
      <Icon fontSize="inherit" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} />
      {value}
    </Typography>
  );
}

/** The contacts of the home page (GET /CTAs/GetAllContact), with mail and phone links. */
export function ContactsSection() {
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
                  <ContactLink kind="email" name={contact.name ?? ''} value={contact.email} />
                )}
                {contact.phone && (
                  <ContactLink kind="phone" name={contact.name ?? ''} value={contact.phone} />
                )}
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
