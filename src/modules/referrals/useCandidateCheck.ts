import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import {
  candidateParams,
  type CandidateValidity,
  normaliseIdentification,
} from '../../../contracts/referrals/referrals';
import type { MyReferralsDataProvider } from '../../../dataProviders/referrals/referrals';

export interface CandidateCheck {
  /** The identification being checked or last checked (normalised). */
  identification: string | null;
  checking: boolean;
  validity: CandidateValidity | null;
  /** The service could not be asked (the network, an outage). */
  failed: boolean;
}

const IDLE: CandidateCheck = {
  identification: null,
  checking: false,
  validity: null,
  failed: false,
};

/**
 * CandidateIsValid for the form: asked when the identification field is left and again before
 * saving, for a well-formed number only; an answer for a number the user has since changed is
 * dropped.
 */
export function useCandidateCheck() {
  const dataProvider = useDataProvider<MyReferralsDataProvider>();
  const [state, setState] = useState<CandidateCheck>(IDLE);
  const latest = useRef<string | null>(null);

  const check = useCallback(
    async (raw: string): Promise<CandidateValidity | null> => {
      const identification = normaliseIdentification(raw ?? '');
      // A number the contract refuses is the form's own error to show: nothing to ask.
      if (!candidateParams.isValidSync({ badge: identification })) {
        latest.current = null;
        setState(IDLE);
        return null;
      }
      latest.current = identification;
      setState({ identification, checking: true, validity: null, failed: false });
      try {
        const validity = await dataProvider.candidateIsValid('my-referrals', {
          identificationNumber: identification,
        });
        if (latest.current === identification) {
          setState({ identification, checking: false, validity, failed: false });
        }
        return validity;
      } catch {
        if (latest.current === identification) {
          setState({ identification, checking: false, validity: null, failed: true });
        }
        return null;
      }
    },
    [dataProvider],
  );

  return { ...state, check };
}
