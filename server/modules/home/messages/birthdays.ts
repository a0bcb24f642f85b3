import { birthdayMembersQuery, type BirthdayMember } from '../../../../contracts/home/messages';
import type { DB } from '../../../db';
import { sendPage } from '../../../http/paging';
import type { ServiceApp } from '../../types';
import { birthdaysThisMonth } from './birthdayMembers';

/** GET /BirthdayMembers: this month's birthdays. */
export async function birthdayRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/BirthdayMembers',
    {
      schema: {
        summary: 'This month’s birthdays',
        description:
          'Active employees whose birthday is in the current month (company time zone), today’s ' +
          'first, then by day and name: name, badge, day and month — never the year. `page` and ' +
          '`perPage` (default 50, at most 100) page in SQL; the total is in `X-Total-Count`.',
        tags: ['Home messages and kudos'],
        querystring: birthdayMembersQuery,
      },
    },
    async (request, reply): Promise<BirthdayMember[]> =>
      sendPage(reply, await birthdaysThisMonth(db, request.query)),
  );
}
