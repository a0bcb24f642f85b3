import { type RaRecord, useCreate, useNotify, useUpdate } from 'react-admin';

interface CreateOrUpdateOptions {
  /** i18n key of the notice once saved. */
  savedNotice: string;
  /** After the notice (a dialog closes). */
  onSaved: () => void;
}

/**
 * Saving a dialog's form: `record` updated with the values (pessimistically: the dialog stays
 * open until the service answers), or a new record created; the service's refusal as a notice.
 */
export function useCreateOrUpdate(
  resource: string,
  record: RaRecord | null | undefined,
  { savedNotice, onSaved }: CreateOrUpdateOptions,
) {
  const notify = useNotify();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const options = {
    onSuccess: () => {
      notify(savedNotice, { type: 'success' });
      onSaved();
    },
    onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
  const save = (data: Record<string, unknown>) =>
    record
      ? update(
          resource,
          { id: record.id, data, previousData: record },
          { ...options, mutationMode: 'pessimistic' },
        )
      : create(resource, { data }, options);
  return { save, saving: creating || updating };
}
