import Send from '@mui/icons-material/Send';
import { Box, Button, Stack } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import type { DayShift } from '../../../contracts/schedule/schedule';
import type {
  CreatedScheduleRequest,
  Requester,
  ScheduleChangeValues,
} from '../../../dataProviders/schedule/schedule';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LeaveWarning, useTyped } from '../../../resources/shared/LeaveWarning';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { WeekSchedule } from '../../../resources/shared/WeekSchedule';
import { useRereadSchedule } from '../../../resources/schedule/shared/scheduleParts';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

/** What each kind of change request's form is given: who asks, their week, what follows a send. */
export interface ChangeFormProps {
  requester: Requester;
  current: DayShift[];
  onSent: (answer: CreatedScheduleRequest) => void;
}

/** Sending a request: the confirmation, the service's refusal, and what was sent. */
export function useSend(onSent: (answer: CreatedScheduleRequest) => void) {
  const reread = useRereadSchedule();
  const [create, { isPending }] = useCreate<
    ScheduleChangeValues,
    unknown,
    CreatedScheduleRequest
  >();
  const [pending, setPending] = useState<ScheduleChangeValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async () => {
    if (!pending) return;
    setRefusal(null);
    try {
      const answer = await create(
        'my-schedule-requests',
        { data: pending },
        { returnPromise: true },
      );
      await reread();
      setPending(null);
      if (answer) onSent(answer);
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setPending(null);
      setRefusal(
        [message, ...Object.values(errors ?? {}).filter((reason) => reason !== message)].join(
          ' · ',
        ),
      );
    }
  };
  return { ask: setPending, pending, send, isPending, refusal, cancel: () => setPending(null) };
}

/** The submit button, the refusal and the confirmation of a form. */
function SendParts({ sender, question }: { sender: ReturnType<typeof useSend>; question: string }) {
  const translate = useTranslate();
  return (
    <>
      <RefusalAlert refusal={sender.refusal} />
      <Box>
        <Button type="submit" variant="contained" startIcon={<Send />}>
          {translate('schedule.form.submit')}
        </Button>
      </Box>
      <ConfirmDialog
        open={sender.pending !== null}
        content={question}
        loading={sender.isPending}
        onConfirm={() => void sender.send()}
        onClose={sender.cancel}
      />
    </>
  );
}

/** The current schedule beside the requested one, when there is something to compare. */
function Comparison({ current, requested }: { current: DayShift[]; requested: DayShift[] }) {
  const translate = useTranslate();
  return (
    <WeekSchedule
      caption={translate('schedule.form.compare')}
      columns={[
        { label: translate('schedule.form.current'), shifts: current },
        { label: translate('schedule.form.requested'), shifts: requested },
      ]}
    />
  );
}

/**
 * A change request's form: its inputs, the current week beside the requested one (when there is
 * one), the service's refusal, the submit button and the confirmation asked before sending; it
 * asks before its typed `values` are left behind.
 */
export function ChangeForm({
  onSubmit,
  values,
  current,
  requested,
  sender,
  question,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  /** What the person has entered, as plain data. */
  values: unknown;
  current: DayShift[];
  requested: DayShift[] | null;
  sender: ReturnType<typeof useSend>;
  /** What the confirmation asks. */
  question: string;
  children: ReactNode;
}) {
  const typed = useTyped(values);
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      <LeaveWarning dirty={typed && !sender.isPending} />
      {children}
      {requested && <Comparison current={current} requested={requested} />}
      <SendParts sender={sender} question={question} />
    </Stack>
  );
}
