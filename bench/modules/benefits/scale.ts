import { lastNames } from '../../../server/db/seed/names';
import { mulberry32 } from '../../../server/db/seed/random';
import { foldText } from '../../../server/db/text';
import { type Generator, idsOf, nextId } from '../../scale/kit';

const BENEFIT_KINDS = ['Restaurante', 'Gimnasio', 'Óptica', 'Librería', 'Hotel', 'Clínica'];

/**
 * Benefits in the demo categories, each with a web link; one in ten with a discount valid this
 * month.
 */
export const benefits: Generator = {
  name: 'benefits',
  async generate(writer, size) {
    const random = mulberry32(5_000);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const categories = await idsOf(writer, 'select id from benefit_categories');
    const linkTypes = await idsOf(writer, 'select id from benefit_link_types');
    if (categories.length === 0 || linkTypes.length === 0) {
      throw new Error('benefits: the demo categories and link types come first');
    }
    const stamp = new Date().toISOString();
    const month = stamp.slice(0, 7);
    const firstId = await nextId(writer, 'benefits');
    const benefitRows: unknown[][] = [];
    const linkRows: unknown[][] = [];
    const discountRows: unknown[][] = [];
    for (let index = 0; index < size.benefits; index++) {
      const id = firstId + index;
      const name = `${pick(BENEFIT_KINDS)} ${pick(lastNames)} ${index + 1}`;
      const site = `https://example.com/beneficios/${index + 1}`;
      benefitRows.push([
        id,
        pick(categories),
        name,
        foldText(name),
        `10% de descuento en ${name}`,
        `<p>Presente su carné de colaborador en ${name}.</p>`,
        '',
        site,
        random() < 0.95 ? 1 : 0,
        stamp,
        stamp,
      ]);
      linkRows.push([id, pick(linkTypes), 'Sitio web', site, 1, 1]);
      if (index % 10 === 0) {
        discountRows.push([
          id,
          `Descuento de ${month} en ${name}`,
          `${month}-01T00:00:00`,
          `${month}-28T23:59:59`,
          stamp,
          stamp,
        ]);
      }
    }
    await writer.insert(
      'benefits',
      [
        'id',
        'category_id',
        'name',
        'name_key',
        'detail',
        'description',
        'benefit_info',
        'link',
        'active',
        'created_at',
        'updated_at',
      ],
      benefitRows,
    );
    await writer.insert(
      'benefit_links',
      ['benefit_id', 'link_type_id', 'name', 'link', 'active', 'position'],
      linkRows,
    );
    await writer.insert(
      'benefit_discounts',
      ['benefit_id', 'name', 'starts_at', 'ends_at', 'created_at', 'updated_at'],
      discountRows,
    );
    return size.benefits;
  },
};
