import { deleted, kept, personal, type PersonalData } from '../../privacy/declaration';

/** Kudos and messages the person received or wrote, and their referral count. */
export const homePersonalData: PersonalData = {
  tables: [
    personal(
      'home_messages',
      'author_id',
      kept({
        es: 'Las noticias y los kudos publicados son publicaciones de la empresa y se conservan como se publicaron.',
        en: 'Published news and kudos are the company’s publications, kept as published.',
      }),
    ),
    personal('home_message_recipients', 'employee_id', deleted),
    personal('golden_referrers', 'employee_id', deleted),
  ],
};
