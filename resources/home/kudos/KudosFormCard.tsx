import Send from '@mui/icons-material/Send';
import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, useTranslate } from 'react-admin';
import type { KudosValues } from '../../../dataProviders/home/messages';
import { KudosInputs, kudosResolver } from './KudosInputs';
import { ContractForm } from '../../shared/ContractForm';
import { refusalOf } from '../../shared/serviceRefusal';

interface KudosFormCardProps {
  title: string;
  subheader?: ReactNode;
  record: Partial<KudosValues>;
  submitLabel: string;
  /** Saves; a 400's `errors` go back to their fields. */
  onSave: (values: KudosValues) => Promise<unknown>;
  children?: ReactNode;
}

/** The kudos form in a card: validated with the contract, server field errors shown in place. */
export function KudosFormCard({
  title,
  subheader,
  record,
  submitLabel,
  onSave,
  children,
}: KudosFormCardProps) {
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await onSave(values as unknown as KudosValues);
    } catch (error) {
      const { errors } = refusalOf(error);
      if (errors) return errors;
    }
    return undefined;
  };
  return (
    <Card sx={{ maxWidth: 800 }}>
      <CardHeader
        title={translate(title)}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {children}
        <ContractForm record={record} resolver={kudosResolver} onSubmit={submit} noValidate>
          <KudosInputs />
          <SaveButton label={submitLabel} icon={<Send />} alwaysEnable sx={{ mt: 2 }} />
        </ContractForm>
      </CardContent>
    </Card>
  );
}
