import type { MessageTree } from '../../../i18n/moduleMessages';

/** Delegation: the approvers' substitutes while they are away. */
export const en: MessageTree = {
  delegation: {
    title: 'Approval delegation',
    intro:
      'While you are away, the person you name decides the requests that are yours to decide, except their own. The history says on whose behalf they decided.',
    mine: 'My delegations',
    name: 'Name my substitute',
    everyone: 'Everyone’s delegations',
    forSomeoneElse: 'Name a substitute for someone who is away',
    nothingToDelegate:
      'You decide nobody’s requests, so there is nothing to delegate. Delegations that name you as a substitute show here.',
    none: 'No delegations in force or scheduled.',
    listLabel: 'Delegations',
    who: '%{substitute} stands in for %{approver}',
    days: 'from %{from} to %{to}',
    active: 'In force',
    scheduled: 'Scheduled',
    end: 'End',
    endFor: 'End the delegation to %{substitute}',
    confirmEnd:
      'End the delegation to %{substitute} now? From now on only their approvers decide %{approver}’s requests again.',
    ended: 'The delegation has ended.',
    form: {
      approver: 'Person away (name or badge)',
      substitute: 'Substitute (name or badge)',
      searchHelp: 'Type at least two letters or digits.',
      from: 'From',
      to: 'To (included)',
      reason: 'Reason',
      reasonHelp: 'For example: holidays, sick leave, training.',
      submit: 'Name substitute',
      saved: 'Done: the delegation is recorded.',
    },
  },
  routes: { Delegacion: 'Delegation' },
};
