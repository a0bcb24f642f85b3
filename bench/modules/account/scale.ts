import { EMAIL_DOMAIN } from '../../../server/db/seed';
import { firstNames, lastNames } from '../../../server/db/seed/names';
import { mulberry32 } from '../../../server/db/seed/random';
import { chunks, type Generator } from '../../scale/kit';

/**
 * The generated employees (`scale.<n>`, badges from 5,000,000) whose rows the later generators
 * write: they run first.
 */
export const employees: Generator = {
  name: 'employees',
  async generate(writer, size) {
    const random = mulberry32(100_000);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
    const createdAt = new Date().toISOString();
    for (const [start, end] of chunks(size.employees)) {
      const rows: unknown[][] = [];
      for (let index = start; index < end; index++) {
        const firstName = pick(firstNames);
        const lastName = `${pick(lastNames)} ${pick(lastNames)}`;
        const username = `scale.${index}`;
        const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
        const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
        rows.push([
          String(5_000_000 + index),
          username,
          `${username}@${EMAIL_DOMAIN}`,
          firstName,
          lastName,
          `${firstName} ${lastName}`,
          `${1965 + Math.floor(random() * 40)}-${month}-${day}`,
          createdAt,
        ]);
      }
      await writer.insert(
        'employees',
        [
          'badge',
          'username',
          'email',
          'first_name',
          'last_name',
          'full_name',
          'birthday',
          'created_at',
        ],
        rows,
      );
    }
    return size.employees;
  },
};
