import HowToReg from '@mui/icons-material/HowToReg';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Videocam from '@mui/icons-material/Videocam';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useCreate, useTranslate, useUpdate } from 'react-admin';
import { DEFINITION_STATUS, ENROLMENT_REFUSALS } from '../../../contracts/extracurricular/courses';
import { type CatalogueEntry, type Enrolment } from '../../../contracts/extracurricular/enrolment';
import type {
  EnrolmentValues,
  WithdrawalValues,
} from '../../../dataProviders/extracurricular/courses';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import {
  CATALOGUE,
  ENROLMENTS,
  MY_ENROLMENTS,
} from '../../../resources/extracurricular/shared/paths';

/**
 * What the group's page offers me: I am enrolled (withdraw) or waiting (leave the list); the
 * group takes enrolments (enrol, or the waiting list once it is known to be full: the seats left
 * say 0, or an enrolment was just refused as full); or it takes none (closed, finished).
 */
export type EnrolmentOffer = 'enrolled' | 'waiting' | 'enrol' | 'waitlist' | 'closed' | 'finished';

export function enrolmentOffer(
  group: Pick<CatalogueEntry, 'statusId' | 'seatsLeft' | 'enrolment'>,
  refusedAsFull: boolean,
): EnrolmentOffer {
  if (group.enrolment?.status === 'enrolled') return 'enrolled';
  if (group.enrolment?.status === 'waiting') return 'waiting';
  if (group.statusId === DEFINITION_STATUS.finished) return 'finished';
  if (group.statusId !== DEFINITION_STATUS.open) return 'closed';
  return refusedAsFull || group.seatsLeft === 0 ? 'waitlist' : 'enrol';
}

/** Whether a write was refused because the group is full (the waiting list is then offered). */
export const refusedAsFull = (error: unknown) =>
  error instanceof HttpError &&
  (error.body as { code?: string } | undefined)?.code === ENROLMENT_REFUSALS.full;

/** What was just done, said once above the actions. */
type Done =
  { kind: 'enrolled' } | { kind: 'waiting'; position: number | null } | { kind: 'withdrawn' };

/**
 * The group's enrolment: where I stand and what I may do (enrol, join the waiting list when it
 * is full, withdraw or leave the list after a confirmation), the service's refusal beside the
 * action, and the session's link once I am enrolled in a virtual group.
 */
export function EnrolmentPanel({ group, badge }: { group: CatalogueEntry; badge: string }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [create, { isPending: enrolling }] = useCreate<Enrolment & Partial<EnrolmentValues>>();
  const [update, { isPending: withdrawing }] = useUpdate<Enrolment & Partial<WithdrawalValues>>();
  const [full, setFull] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [confirming, setConfirming] = useState(false);
  const offer = enrolmentOffer(group, full);
  const name = group.courseName;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [CATALOGUE] });
    await queryClient.invalidateQueries({ queryKey: [MY_ENROLMENTS] });
  };

  const enrol = async (waitlist: boolean) => {
    setRefusal(null);
    setDone(null);
    try {
      const data: EnrolmentValues = {
        definitionId: group.id,
        badge,
        waitlist,
        modified_By: badge,
      };
      const enrolment = (await create(ENROLMENTS, { data }, { returnPromise: true })) as Enrolment;
      setFull(false);
      setDone(
        enrolment.status === 'waiting'
          ? { kind: 'waiting', position: enrolment.waitingPosition }
          : { kind: 'enrolled' },
      );
    } catch (failure) {
      // A full group is no failure: the waiting list is offered instead, in the service's words.
      setFull(refusedAsFull(failure));
      setRefusal(refusalOf(failure).message);
    } finally {
      await refresh();
    }
  };

  const withdraw = async () => {
    setRefusal(null);
    setDone(null);
    try {
      const data: WithdrawalValues = { badge, modified_By: badge };
      await update(ENROLMENTS, { id: group.id, data }, { returnPromise: true });
      setDone({ kind: 'withdrawn' });
    } catch (failure) {
      setRefusal(refusalOf(failure).message);
    } finally {
      setConfirming(false);
      await refresh();
    }
  };

  const busy = enrolling || withdrawing;
  const progress = busy ? <CircularProgress size={16} color="inherit" /> : undefined;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {done.kind === 'enrolled'
            ? translate('extracurricular.course.enrolledDone', { name })
            : done.kind === 'waiting'
              ? translate('extracurricular.course.waitingDone', {
                  name,
                  position: done.position ?? '–',
                })
              : translate('extracurricular.course.withdrawnDone', { name })}
        </Alert>
      )}
      {offer === 'enrolled' && (
        <Typography>{translate('extracurricular.course.isEnrolled')}</Typography>
      )}
      {offer === 'waiting' && (
        <Typography>
          {translate('extracurricular.course.isWaiting', {
            position: group.enrolment?.waitingPosition ?? '–',
          })}
        </Typography>
      )}
      {offer === 'waitlist' && (
        <Typography>{translate('extracurricular.course.waitlistOffer')}</Typography>
      )}
      {offer === 'closed' && (
        <Typography>{translate('extracurricular.course.closedNotice')}</Typography>
      )}
      {offer === 'finished' && (
        <Typography>{translate('extracurricular.course.finishedNotice')}</Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', width: '100%' }}
      >
        {offer === 'enrol' && (
          <Button
            variant="contained"
            startIcon={progress ?? <HowToReg />}
            disabled={busy}
            onClick={() => void enrol(false)}
          >
            {translate('extracurricular.course.enrol')}
          </Button>
        )}
        {offer === 'waitlist' && (
          <Button
            variant="contained"
            startIcon={progress ?? <HourglassTop />}
            disabled={busy}
            onClick={() => void enrol(true)}
          >
            {translate('extracurricular.course.joinWaitlist')}
          </Button>
        )}
        {(offer === 'enrolled' || offer === 'waiting') && (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {translate(
              offer === 'enrolled'
                ? 'extracurricular.course.withdraw'
                : 'extracurricular.course.leaveWaitlist',
            )}
          </Button>
        )}
        {refusal && (
          <Alert
            severity={full ? 'warning' : 'error'}
            role="alert"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {refusal}
          </Alert>
        )}
      </Stack>
      {offer === 'enrolled' && group.modality === 'virtual' && group.urlSession && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {translate('extracurricular.course.session')}
          </Typography>
          <Button
            href={group.urlSession}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<Videocam />}
            sx={{ overflowWrap: 'anywhere', textTransform: 'none', justifyContent: 'flex-start' }}
          >
            {translate('extracurricular.course.joinSession')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        content={translate(
          offer === 'waiting'
            ? 'extracurricular.course.leaveQuestion'
            : 'extracurricular.course.withdrawQuestion',
          { name },
        )}
        loading={withdrawing}
        onClose={() => setConfirming(false)}
        onConfirm={() => void withdraw()}
      />
    </Stack>
  );
}
