import EditIcon from '@mui/icons-material/Edit';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  SaveButton,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import {
  type ModuleUpdateBody,
  moduleUpdateBody,
  type ModuleWithRoles,
} from '../../../contracts/permissions/permissions';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import { contractResolver } from '../../shared/contractResolver';
import { ContractForm } from '../../shared/ContractForm';
import { usePermissionNames } from '../shared/names';

const resolver = contractResolver(moduleUpdateBody);

/** Rename or deactivate a module (PUT /Module/Update); deactivating asks for confirmation. */
export function ModuleEditButton() {
  const module = useRecordContext<ModuleWithRoles>();
  const translate = useTranslate();
  const names = usePermissionNames();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<ModuleUpdateBody | null>(null);
  const [update, { isPending }] = useUpdate<ModuleWithRoles>();
  if (!module) return null;

  const save = (values: ModuleUpdateBody) =>
    update(
      'modules',
      { id: module.id, data: { ...values, id: module.id }, previousData: module },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('permissions.modules.saved', { type: 'success' });
          setPending(null);
          setOpen(false);
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const submit = (values: Record<string, unknown>) => {
    const body = values as ModuleUpdateBody;
    return module.active && !body.active ? setPending(body) : save(body);
  };
  const name = names.module(module);
  const label = translate('permissions.modules.edit', { name });

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="module-edit-title"
      >
        <ContractForm
          record={{ id: module.id, name: module.name, active: module.active }}
          onSubmit={submit}
          resolver={resolver}
        >
          <DialogTitle id="module-edit-title">{label}</DialogTitle>
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
        onConfirm={() => pending && save(pending)}
      />
    </>
  );
}
