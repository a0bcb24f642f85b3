import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Delegation } from '../../../contracts/approvalDelegations';
import { DELEGATIONS } from '../../../resources/delegation/shared/paths';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { useFormatDay } from '../../../resources/shared/dates';
import { useNotifyRefusal } from '../../../resources/shared/serviceRefusal';

/** One delegation: who stands in for whom, its days and reason, whether in force; its action. */
function DelegationRow({ delegation, children }: { delegation: Delegation; children: ReactNode }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const { substitute, approver, from, to, reason, active } = delegation;
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}
        primary={translate('delegation.who', {
          substitute: substitute.fullName,
          approver: approver.fullName,
        })}
        secondary={`${translate('delegation.days', { from: day(from), to: day(to) })} · ${reason}`}
      />
      <Chip
        size="small"
        color={active ? 'success' : 'default'}
        label={translate(active ? 'delegation.active' : 'delegation.scheduled')}
      />
      {children}
    </ListItem>
  );
}

/**
 * Delegations, each saying who stands in for whom, when and why, whether it is in force; those
 * `endable` end early after a confirmation.
 */
export function DelegationList({
  delegations,
  endable,
  ended,
}: {
  delegations: readonly Delegation[];
  endable: (delegation: Delegation) => boolean;
  ended: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refused = useNotifyRefusal();
  const [update, { isPending }] = useUpdate<Delegation>();
  const [ending, setEnding] = useState<Delegation | null>(null);
  if (delegations.length === 0) {
    return <Typography color="text.secondary">{translate('delegation.none')}</Typography>;
  }
  const end = async (delegation: Delegation) => {
    try {
      await update(
        DELEGATIONS,
        { id: delegation.id, data: {}, previousData: delegation },
        { returnPromise: true },
      );
      notify('delegation.ended', { type: 'success' });
      ended();
    } catch (error) {
      refused(error);
    } finally {
      setEnding(null);
    }
  };
  return (
    <>
      <List dense disablePadding aria-label={translate('delegation.listLabel')}>
        {delegations.map((delegation) => (
          <DelegationRow key={delegation.id} delegation={delegation}>
            {endable(delegation) && (
              <Button
                size="small"
                color="warning"
                aria-label={translate('delegation.endFor', {
                  substitute: delegation.substitute.fullName,
                })}
                onClick={() => setEnding(delegation)}
              >
                {translate('delegation.end')}
              </Button>
            )}
          </DelegationRow>
        ))}
      </List>
      <ConfirmDialog
        open={ending !== null}
        content={
          ending
            ? translate('delegation.confirmEnd', {
                substitute: ending.substitute.fullName,
                approver: ending.approver.fullName,
              })
            : ''
        }
        loading={isPending}
        onConfirm={() => ending && void end(ending)}
        onClose={() => setEnding(null)}
      />
    </>
  );
}
