import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import {
  BooleanInput,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import {
  type ModuleUpdateBody,
  moduleUpdateBody,
  type ModuleWithRoles,
} from '../../../contracts/permissions/permissions';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { contractResolver } from '../../shared/contractResolver';
import { ContractForm } from '../../shared/ContractForm';
import { refusalOf } from '../../shared/serviceRefusal';
import { usePermissionNames } from '../shared/names';

const resolver = contractResolver(moduleUpdateBody);

/**
 * Rename or deactivate a module (PUT /Module/Update) in a dialog, opened by its row or its
 * pencil; deactivating asks for confirmation, a name another module has shows on its input.
 */
export function ModuleEditDialog({
  module,
  onClose,
}: {
  module: ModuleWithRoles;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const names = usePermissionNames();
  const notify = useNotify();
  const titleId = useId();
  const [pending, setPending] = useState<ModuleUpdateBody | null>(null);
  const [update, { isPending }] = useUpdate<ModuleWithRoles>();

  /** Saves; the service's refusal of a field comes back for its input, any other is a notice. */
  const save = async (values: ModuleUpdateBody) => {
    try {
      await update(
        'modules',
        { id: module.id, data: { ...values, id: module.id }, previousData: module },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      setPending(null);
      const { errors } = refusalOf(error);
      if (errors) return errors;
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
    notify('permissions.modules.saved', { type: 'success' });
    onClose();
    return undefined;
  };
  const submit = (values: Record<string, unknown>) => {
    const body = values as ModuleUpdateBody;
    if (module.active && !body.active) {
      setPending(body);
      return undefined;
    }
    return save(body);
  };
  const name = names.module(module);
  const label = translate('permissions.modules.edit', { name });

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <ContractForm
          record={{ id: module.id, name: module.name, active: module.active }}
          onSubmit={submit}
          resolver={resolver}
        >
          <DialogTitle id={titleId}>{label}</DialogTitle>
          <DialogContent>
            <TextInput source="name" resource="modules" fullWidth autoFocus />
            <BooleanInput source="active" resource="modules" />
          </DialogContent>
          <DialogActions>
            <SaveButton disabled={isPending} alwaysEnable />
          </DialogActions>
        </ContractForm>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        content={translate('permissions.modules.confirmDeactivate', { name })}
        loading={isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && void save(pending)}
      />
    </>
  );
}
