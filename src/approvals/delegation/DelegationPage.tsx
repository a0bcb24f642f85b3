import { Alert, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useGetList, useGetOne, usePermissions } from 'react-admin';
import { useTranslate } from 'react-admin';
import type { Delegation } from '../../../contracts/approvalDelegations';
import { holdsAny, SYSTEM_ADMIN } from '../../../contracts/catalogue';
import type { MyDelegationsRecord } from '../../../dataProviders/delegation/delegations';
import { DELEGATIONS, MY_DELEGATIONS } from '../../../resources/delegation/shared/paths';
import { Loaded } from '../../../resources/shared/Loaded';
import { PageSection } from '../../../resources/shared/PageSection';
import { DelegationForm } from './DelegationForm';
import { DelegationList } from './DelegationList';

/** Everyone's delegations and naming one for an approver who is away (administrators). */
function EveryoneSection() {
  const translate = useTranslate();
  const everyone = useGetList<Delegation>(DELEGATIONS, { pagination: { page: 1, perPage: 100 } });
  const reread = () => void everyone.refetch();
  return (
    <>
      <PageSection title={translate('delegation.everyone')}>
        <Loaded isPending={everyone.isPending} error={everyone.error} retry={reread}>
          <DelegationList delegations={everyone.data ?? []} endable={() => true} ended={reread} />
        </Loaded>
      </PageSection>
      <PageSection title={translate('delegation.forSomeoneElse')}>
        <DelegationForm forSomeoneElse saved={reread} />
      </PageSection>
    </>
  );
}

/**
 * `/Aprobaciones/Delegacion`: who stands in for me while I am away (or for whom I stand in), naming
 * a substitute for some days and ending it early; administrators see everyone's and name one for
 * an approver who is away.
 */
export function DelegationPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const admin = holdsAny([SYSTEM_ADMIN], permissions);
  const { data, isPending, error, refetch } = useGetOne<MyDelegationsRecord>(MY_DELEGATIONS, {
    id: 'mine',
  });
  const mine = (delegation: Delegation) => delegation.approver.badge === String(identity?.id);
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title title={translate('delegation.title')} />
      <Typography>{translate('delegation.intro')}</Typography>
      <PageSection title={translate('delegation.mine')}>
        <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
          <DelegationList
            delegations={data?.delegations ?? []}
            endable={(delegation) => admin || mine(delegation)}
            ended={() => void refetch()}
          />
        </Loaded>
      </PageSection>
      {data?.mayDelegate ? (
        <PageSection title={translate('delegation.name')}>
          <DelegationForm forSomeoneElse={false} saved={() => void refetch()} />
        </PageSection>
      ) : (
        data && <Alert severity="info">{translate('delegation.nothingToDelegate')}</Alert>
      )}
      {admin && <EveryoneSection />}
    </Stack>
  );
}
