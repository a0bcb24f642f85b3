import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import {
  candidateParams,
  type CandidateValidity,
  normaliseIdentification,
} from '../../../contracts/referrals/referrals';
import type { MyReferralsDataProvider } from '../../../dataProviders/referrals/referrals';
import { type ServiceCheck, useServiceCheck } from '../../../resources/shared/useServiceCheck';

export type CandidateCheck = ServiceCheck<CandidateValidity>;

/** A number the contract refuses is the form's own error to show: nothing to ask. */
const wellFormed = (raw: unknown) => {
  const identification = normaliseIdentification(String(raw ?? ''));
  return candidateParams.isValidSync({ badge: identification }) ? identification : null;
};

/**
 * CandidateIsValid for the form: asked when the identification field is left and again before
 * saving, for a well-formed number only.
 */
export function useCandidateCheck() {
  const dataProvider = useDataProvider<MyReferralsDataProvider>();
  const ask = useCallback(
    (identificationNumber: string) =>
      dataProvider.candidateIsValid('my-referrals', { identificationNumber }),
    [dataProvider],
  );
  return useServiceCheck(ask, wellFormed);
}
