import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AppointmentStatus, Specialty } from '../../../contracts/appointments/appointments';
import { DotStatusChip } from '../../../resources/shared/DotStatusChip';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ServiceFailure } from '../../components/ServiceFailure';

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

/** What a read of the family shows while it loads or after it failed; the content otherwise. */
export function Loaded({
  isPending,
  error,
  retry,
  height = 120,
  children,
}: {
  isPending: boolean;
  error: unknown;
  retry: () => void;
  height?: number;
  children: ReactNode;
}) {
  if (isPending) return <LoadingSkeleton height={height} label="appointments.loading" />;
  if (error) {
    return <ServiceFailure error={error} retry={retry} />;
  }
  return <>{children}</>;
}

/** Is this an 8-digit phone or empty (sent as 00000000)? */
export const phoneProblem = (phone: string) =>
  phone.trim() === '' || /^\d{8}$/.test(phone.trim()) ? null : 'appointments.book.phoneInvalid';
