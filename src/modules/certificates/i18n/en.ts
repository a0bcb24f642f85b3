import type { MessageTree } from '../../../i18n/moduleMessages';

/** Certificates: the employee's page, the food-handler review and the owners' register. */
export const en: MessageTree = {
  search: { certificates: 'Issued certificates' },
  certificates: {
    title: 'Certificates',
    loading: 'Loading certificates…',
    toRegister: 'Certificate register',
    type: {
      employment: 'Employment certificate',
      salary: 'Salary certificate',
      incapacity: 'Salaries for an incapacity (CCSS)',
    },
    states: {
      employment:
        'States your name, employee number, position, account, hire date and that you work for the company.',
      salary:
        'What the employment certificate states plus your average monthly gross and net salary over the last three full months.',
      incapacity:
        'Your gross salary in each of the three calendar months before the incapacity started, for the CCSS.',
    },
    status: { valid: 'Valid', revoked: 'Revoked' },
    pdfName: 'certificate-%{code}.pdf',
    verify: 'Verify',
    openVerification: 'Open the verification page of certificate %{code}',
    copyLink: 'Copy the verification link',
    copyLinkOf: 'Copy the verification link of certificate %{code}',
    copied: 'Verification link copied',
    copyFailed: 'The link could not be copied; open it and copy the address.',
    form: {
      title: 'Request a certificate',
      type: 'Type of certificate',
      incapacityStart: 'Incapacity start',
      incapacityHelp: 'The day the incapacity started (up to a year back).',
      city: 'City',
      cityName: 'San José',
      date: 'Document date',
      submit: 'Request certificate',
      issuedTitle: 'Certificate issued',
      issued:
        'Your certificate has the verification code %{code}. Download it and share the verification link with whoever receives it.',
      another: 'Request another certificate',
    },
    validation: {
      required: 'Give the day the incapacity started',
      future: 'The incapacity start cannot be after today',
      tooOld: 'It cannot be more than a year ago',
    },
    mine: {
      title: 'My certificates',
      empty: 'You have not requested any certificate yet.',
      line: 'Issued on %{day} · code %{code}',
      incapacity: 'Incapacity since %{day}',
      revoked: 'Revoked on %{day}. Reason: %{reason}',
      pages: 'Pages of certificates',
    },
    foodHandler: {
      title: 'Food-handler card',
      status: {
        valid: 'Valid',
        expiringSoon: 'Expiring soon',
        expired: 'Expired',
        none: 'No review',
      },
      valid: 'Reviewed on %{reviewed}; valid until %{expires}.',
      expiringSoon: 'Reviewed on %{reviewed}; expires on %{expires}. Book its renewal.',
      expired: 'It expired on %{expires}. Renew it before handling food.',
      none: 'You have no recorded review.',
    },
    register: {
      title: 'Certificate register',
      empty: 'No certificate has been issued yet.',
      revoke: 'Revoke',
      revokeOf: 'Revoke certificate %{code}',
      revokeTitle: 'Revoke certificate %{code}',
      revokeExplain:
        '%{name}’s certificate will no longer be valid: its verification page will say it was revoked and why. This cannot be undone.',
      reasonHelp: '3 to 500 characters; shown on the verification page.',
      reasonShort: 'Write the reason (at least 3 characters)',
      cancel: 'Cancel',
      revoked: 'Certificate revoked',
    },
  },
  resources: {
    'certificates-register': {
      name: 'Certificate |||| Certificates',
      fields: {
        createdAt: 'Issued',
        issuedOn: 'Document date',
        employeeName: 'Employee',
        type: 'Type',
        verificationCode: 'Verification code',
        status: 'Status',
        issuedFrom: 'Issued from',
        issuedTo: 'Issued until',
        signerName: 'Signed by',
        revokeReason: 'Revocation reason',
        revokedAt: 'Revoked',
        revokedBy: 'Revoked by',
        q: 'Search',
      },
    },
  },
  routes: { Registro: 'Register' },
};
