import { Button, type ButtonProps, Stack, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { useTranslate } from 'react-admin';
import type { AppointmentStatus, Specialty } from '../../../contracts/appointments/appointments';
import { DotStatusChip } from '../../shared/DotStatusChip';
import { Loaded as LoadedRead } from '../../shared/Loaded';
import type { SlotRecord } from '../../../dataProviders/appointments/appointments';

const STATUS_COLOUR: Record<AppointmentStatus, string> = {
  booked: 'info.main',
  cancelled: 'text.disabled',
  attended: 'success.main',
  noShow: 'error.main',
};

/** An appointment's status in words. */
export function AppointmentStatusChip({ status }: { status: AppointmentStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip
      label={translate(`appointments.status.${status}`)}
      color={STATUS_COLOUR[status]}
    />
  );
}

/** A specialty in the reader's language. */
export function useSpecialty(): (specialty: Specialty) => string {
  const translate = useTranslate();
  return (specialty) => translate(`appointments.specialty.${specialty}`);
}

/** The kit's `Loaded`, announced as the appointments' loading. */
export function Loaded(props: Omit<ComponentProps<typeof LoadedRead>, 'label'>) {
  return <LoadedRead label="appointments.loading" {...props} />;
}

/** Is this an 8-digit phone or empty (sent as 00000000)? */
export const phoneProblem = (phone: string) =>
  phone.trim() === '' || /^\d{8}$/.test(phone.trim()) ? null : 'appointments.book.phoneInvalid';

/**
 * A free slot as a button showing its start (and, where slots of several professionals stand side
 * by side, whose it is), named by its time and professional.
 */
export function SlotButton({
  freeSlot: slot,
  showProfessional = false,
  ...button
}: { freeSlot: SlotRecord; showProfessional?: boolean } & Omit<ButtonProps, 'children'>) {
  const translate = useTranslate();
  const label = translate('appointments.book.slot', {
    start: slot.horaInicio,
    end: slot.horaFin,
    professional: slot.profesional,
  });
  return (
    <Button aria-label={label} title={label} {...button}>
      {showProfessional ? (
        <Stack component="span" sx={{ lineHeight: 1.2 }}>
          <span>{slot.horaInicio}</span>
          <Typography component="span" variant="caption" sx={{ textTransform: 'none' }}>
            {slot.profesional}
          </Typography>
        </Stack>
      ) : (
        slot.horaInicio
      )}
    </Button>
  );
}
