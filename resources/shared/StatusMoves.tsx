import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { HttpError, type Identifier, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Workflow } from '../../contracts/workflow';
import { ConfirmDialog } from './ConfirmDialog';

/** The module's words for the panel: i18n keys, and each move's button text. */
export interface StatusMovesTexts<S extends string> {
  /** The panel's heading. */
  title: string;
  /** The note's label. */
  note: string;
  /** Said instead of the moves once the record is in a final status. */
  final: string;
  /** The notice of a move made (`%{status}`). */
  moved: string;
  /** The question before a final move (`%{name}`, `%{status}`). */
  confirmFinal: string;
  /** A move's button (translated). */
  moveTo: (status: S) => string;
  /** A status's name (translated). */
  status: (status: S) => string;
  /** Said under the note when a move needs one and it is empty (see `noteRequiredFor`). */
  noteRequired?: string;
}

/**
 * An owner's moves of a record along its workflow (PUT `{ status, note, from }` of `resource`):
 * a button per move allowed from its status, final ones confirmed first, an optional note. A
 * refusal (someone moved it meanwhile, a move no longer allowed) is notified in the service's words
 * and the record read again, so the owner sees where it is now.
 */
export function StatusMoves<S extends string>({
  resource,
  record,
  workflow,
  name,
  texts,
  noteMaxLength,
  noteRequiredFor = () => false,
  reread,
}: {
  resource: string;
  record: { id: Identifier; status: S };
  workflow: Pick<Workflow<S>, 'next' | 'isFinal'>;
  /** What the confirmation calls the record (the candidate, the applicant). */
  name: string;
  texts: StatusMovesTexts<S>;
  noteMaxLength: number;
  /** The moves that must say why (a rejection): asked for the note before anything else. */
  noteRequiredFor?: (status: S) => boolean;
  /** Reads the record again (after a refusal). */
  reread: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [note, setNote] = useState('');
  const noteInput = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState<S | null>(null);
  const [noteMissing, setNoteMissing] = useState(false);
  const [update, { isPending }] = useUpdate();
  const moves = workflow.next(record.status);

  const move = async (status: S) => {
    try {
      await update(
        resource,
        {
          id: record.id,
          data: { status, note: note.trim(), from: record.status },
          previousData: record,
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(texts.moved, { type: 'success', messageArgs: { status: texts.status(status) } });
      setNote('');
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      reread();
    } finally {
      setAsked(null);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {translate(texts.title)}
      </Typography>
      {moves.length === 0 ? (
        <Alert severity="info">{translate(texts.final)}</Alert>
      ) : (
        <>
          <TextField
            label={translate(texts.note)}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteMissing(false);
            }}
            inputRef={noteInput}
            error={noteMissing}
            helperText={
              noteMissing && texts.noteRequired ? translate(texts.noteRequired) : undefined
            }
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: noteMaxLength } }}
            fullWidth
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {moves.map((status) => (
              <Button
                key={status}
                variant={workflow.isFinal(status) ? 'outlined' : 'contained'}
                disabled={isPending}
                onClick={() => {
                  const missing = noteRequiredFor(status) && note.trim() === '';
                  setNoteMissing(missing);
                  if (missing) noteInput.current?.focus();
                  else if (workflow.isFinal(status)) setAsked(status);
                  else void move(status);
                }}
              >
                {texts.moveTo(status)}
              </Button>
            ))}
          </Stack>
          <ConfirmDialog
            open={asked !== null}
            content={
              asked ? translate(texts.confirmFinal, { name, status: texts.status(asked) }) : ''
            }
            loading={isPending}
            onConfirm={() => asked && void move(asked)}
            onClose={() => setAsked(null)}
          />
        </>
      )}
    </Stack>
  );
}
