import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayPhone, telHref, whatsappHref } from './locationContacts';

/** A location's phone (tel:) and WhatsApp (wa.me) links. */
export function LocationContactLinks({
  phone,
  whatsapp,
}: {
  phone: string | null;
  whatsapp: string | null;
}) {
  const translate = useTranslate();
  if (!phone && !whatsapp) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {phone && (
        <Link
          href={telHref(phone)}
          aria-label={translate('benefitLocations.call', { phone: displayPhone(phone) })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <PhoneIcon fontSize="small" aria-hidden />
          {displayPhone(phone)}
        </Link>
      )}
      {whatsapp && (
        <Link
          href={whatsappHref(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate('benefitLocations.whatsapp', { phone: displayPhone(whatsapp) })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <WhatsAppIcon fontSize="small" aria-hidden />
          {displayPhone(whatsapp)}
        </Link>
      )}
    </Stack>
  );
}
