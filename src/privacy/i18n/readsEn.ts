import type { MessageTree } from '../../i18n/moduleMessages';

/** Who read my records: the person's list of reads of their records by someone else. */
export const en: MessageTree = {
  privacyReads: {
    title: 'Who read my records',
    intro:
      'Each time someone else (the medical staff, whoever approves your requests, a programme’s owners) reads your records, it is noted here: who, in which role, what, when and from which screen.',
    line: '%{reader} read: %{what}',
    roles: 'as %{roles}',
    screen: 'from %{screen}',
    loading: 'Loading who read your records',
    empty: 'Nobody else has read your records.',
    pages: 'Pages of reads',
  },
};
