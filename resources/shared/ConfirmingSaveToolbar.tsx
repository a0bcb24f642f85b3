import { useState } from 'react';
import { SaveButton, Toolbar, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmingSaveToolbarProps {
  /** True when saving these values is destructive and needs a 'Sí' first. */
  needsConfirmation: (values: Record<string, unknown>) => boolean;
  question: string;
}

/** A form toolbar whose save asks for confirmation before a destructive change. */
export function ConfirmingSaveToolbar({ needsConfirmation, question }: ConfirmingSaveToolbarProps) {
  const { getValues, handleSubmit } = useFormContext();
  const { save, saving } = useSaveContext();
  const [asking, setAsking] = useState(false);
  const submit = handleSubmit((values) => save?.(values));
  return (
    <Toolbar>
      <SaveButton
        type="button"
        alwaysEnable
        onClick={(event) => {
          event.preventDefault();
          if (needsConfirmation(getValues())) setAsking(true);
          else void submit();
        }}
      />
      <ConfirmDialog
        open={asking}
        content={question}
        loading={saving}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void submit();
        }}
      />
    </Toolbar>
  );
}
