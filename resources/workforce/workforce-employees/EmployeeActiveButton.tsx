import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WorkforceEmployee } from '../../../contracts/workforce/administration';
import type { WorkforceDataProvider } from '../../../dataProviders/workforce/workforce';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { refusalOf } from '../../shared/serviceRefusal';

const TEXTS = 'workforce.employees';

/** Deactivates or reactivates an employee after a 'Sí' to a question naming them. */
export function EmployeeActiveButton({ employee }: { employee: WorkforceEmployee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<WorkforceDataProvider>();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const verb = employee.active ? 'deactivate' : 'reactivate';
  const name = `${employee.displayName} (${employee.badge})`;

  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.setEmployeeActive('workforce', {
        id: employee.id,
        active: !employee.active,
      });
      notify(`${TEXTS}.${verb}d`, { type: 'info', messageArgs: { name } });
      refresh();
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color={employee.active ? 'warning' : 'primary'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={translate(`${TEXTS}.${verb}Named`, { name })}
      >
        {translate(`${TEXTS}.${verb}`)}
      </Button>
      <ConfirmDialog
        open={open}
        loading={pending}
        content={translate(`${TEXTS}.confirm.${verb}`, { name })}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
