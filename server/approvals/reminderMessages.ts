import { defineMessages } from '../http/messages';

/** What the reminders job says to approvers, to the next level and to the author. */
export const { catalogue: reminderMessages, say: sayReminder } = defineMessages(
  'approvals.reminders',
  {
    es: {
      'reminder.title': 'Una solicitud espera su decisión',
      'reminder.body': ({ author, day }: { author: string; day: string }) =>
        `${author} espera su decisión desde el ${day}.`,
      'escalation.title': 'Se le escaló una solicitud',
      'escalation.body': ({ author, day, days }: { author: string; day: string; days: number }) =>
        `La solicitud de ${author}, enviada el ${day}, lleva ${days} días hábiles sin decisión: ahora puede decidirla usted.`,
      'escalated.title': 'Su solicitud fue escalada',
      'escalated.body': ({ names, day }: { names: string; day: string }) =>
        `Su solicitud del ${day} seguía sin decisión: ahora también puede decidirla ${names}.`,
      'escalated.note': ({ names, days }: { names: string; days: number }) =>
        `Escalada a ${names} tras ${days} días hábiles sin decisión.`,
    },
    en: {
      'reminder.title': 'A request awaits your decision',
      'reminder.body': ({ author, day }: { author: string; day: string }) =>
        `${author} has been waiting for your decision since ${day}.`,
      'escalation.title': 'A request was escalated to you',
      'escalation.body': ({ author, day, days }: { author: string; day: string; days: number }) =>
        `${author}'s request, sent on ${day}, has waited ${days} working days for a decision: you may now decide it.`,
      'escalated.title': 'Your request was escalated',
      'escalated.body': ({ names, day }: { names: string; day: string }) =>
        `Your request of ${day} was still undecided: ${names} may now decide it too.`,
      'escalated.note': ({ names, days }: { names: string; days: number }) =>
        `Escalated to ${names} after ${days} working days without a decision.`,
    },
  },
);
