import { FunctionField, SelectInput, TextField, useGetList, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import {
  REFERRAL_STATUSES,
  type Referral,
  type ReferralLocation,
} from '../../../contracts/referrals/referrals';
import type { PositionRecord } from '../../../dataProviders/referrals/referrals';
import { positionLabel } from '../shared/positions';
import { useReferralDay } from '../shared/referralDates';
import { ReferralStatusChip } from '../shared/ReferralStatusChip';
import { AdminListPage, datedRegister } from '../../shared/AdminListPage';

const csv = (referral: Referral) => ({
  id: referral.id,
  createdAt: referral.createdAt,
  status: referral.status,
  statusChangedAt: referral.statusChangedAt,
  candidate: referral.candidateName,
  identificationNumber: referral.identificationNumber,
  candidateEmail: referral.candidateEmail,
  phone: referral.phone,
  englishLevel: referral.englishLevel,
  academicGrade: referral.academicGrade,
  position: referral.positionTitle,
  category: referral.positionCategory,
  location: referral.locationName,
  workType: referral.workType,
  referrerBadge: referral.referrer.badge,
  referrer: referral.referrer.fullName,
  paymentMethod: referral.paymentMethod,
  promotionalCode: referral.promotionalCode,
});

/** Every position and site, for the filters (the legacy lists the form reads). */
function usePositionChoices() {
  const { data = [] } = useGetList<PositionRecord>('referral-positions', {
    filter: { locationId: 0 },
  });
  return data.map((position) => ({ id: position.id, name: positionLabel(position) }));
}

function useLocationChoices() {
  const { data = [] } = useGetList<ReferralLocation>('referral-locations');
  return data;
}

/**
 * `/BAF/Referrals`: every referral for the programme's owners (GET /admin/referrals), newest
 * first, filtered by status, position, site and the day it arrived, searched by candidate,
 * identification or referrer, exported to CSV; a row opens the referral and its status moves.
 */
export function ReferralList() {
  const translate = useTranslate();
  const day = useReferralDay();
  const positions = usePositionChoices();
  const locations = useLocationChoices();
  return (
    <AdminListPage<Referral>
      resource="referrals"
      title="referrals.admin.title"
      {...datedRegister([
        <SelectInput
          key="status"
          source="status"
          choices={REFERRAL_STATUSES.map((id) => ({ id, name: `referrals.status.${id}` }))}
          alwaysOn
        />,
        <SelectInput key="positionId" source="positionId" choices={positions} />,
        <SelectInput key="locationId" source="locationId" choices={locations} />,
      ])}
      csvName="referidos"
      csv={csv}
      empty="referrals.admin.empty"
      open={(referral) => `/BAF/Referrals/${referral.id}`}
      phone={{
        primaryText: (referral) => referral.candidateName,
        secondaryText: (referral) =>
          `${referral.positionTitle} · ${referral.locationName} · ${day(referral.createdAt)}`,
        tertiaryText: (referral) =>
          `${translate(`referrals.status.${referral.status}`)} · ${referral.referrer.fullName}`,
      }}
    >
      <DateField source="createdAt" />
      <TextField source="candidateName" />
      <TextField source="identificationNumber" sortable={false} />
      <TextField source="positionTitle" sortable={false} />
      <TextField source="locationName" sortable={false} />
      <FunctionField<Referral>
        source="referrer"
        sortable={false}
        render={(referral) => `${referral.referrer.fullName} (${referral.referrer.badge})`}
      />
      <FunctionField<Referral>
        source="status"
        render={(referral) => <ReferralStatusChip status={referral.status} />}
      />
    </AdminListPage>
  );
}
