import type { Transaction } from 'kysely';
import { PAGE_SETTINGS_TITLE } from '../../../../contracts/benefits/formats';
import { companyWallClock } from '../../../../contracts/calendar';
import { sanitizeRichText } from '../../../http/richText';
import type { Database } from '../../../db/schema';
import { saveDemoPicture } from '../../../db/seed/images';
import { foldText } from '../../../db/text';

/** The 8 categories, each with 7–8 partner businesses (60 benefits), as a Costa Rican company lists them. */
const CATEGORIES: { name: string; colors: [string, string]; partners: string[] }[] = [
  {
    name: 'Restaurantes',
    colors: ['#bf360c', '#ffb300'],
    partners: [
      'La Esquina Tica',
      'Soda Doña María',
      'Pizzería Il Forno',
      'Sushi Kaizen',
      'Taco Loco',
      'Café del Barrio',
      'Parrilla El Novillo',
      'Burger House',
    ],
  },
  {
    name: 'Salud y bienestar',
    colors: ['#00695c', '#80cbc4'],
    partners: [
      'Clínica Santa Rita',
      'Óptica Visión Clara',
      'Laboratorio Bioanálisis',
      'Dental Sonrisa',
      'Farmacia La Salud',
      'Fisioterapia Activa',
      'Nutrición Integral',
    ],
  },
  {
    name: 'Educación',
    colors: ['#1a237e', '#7986cb'],
    partners: [
      'Instituto de Idiomas Global',
      'Universidad Continental',
      'Academia de Programación Código',
      'Centro Cultural de Música',
      'Escuela de Cocina Sabores',
      'Librería El Lector',
      'Colegio Técnico Nocturno',
    ],
  },
  {
    name: 'Gimnasios y deporte',
    colors: ['#33691e', '#c5e1a5'],
    partners: [
      'Gimnasio Fuerza Total',
      'CrossFit Volcán',
      'Yoga Pura Vida',
      'Club de Natación Delfines',
      'Tienda Deportiva Meta',
      'Spinning Studio',
      'Escuela de Surf Tamarindo',
      'Boxeo Titanes',
    ],
  },
  {
    name: 'Entretenimiento',
    colors: ['#4a148c', '#ce93d8'],
    partners: [
      'Cine Estrella',
      'Parque de Diversiones Aventura',
      'Teatro Nacional Tours',
      'Bolera Strike',
      'Escape Room Enigma',
      'Karaoke La Voz',
      'Museo Interactivo',
    ],
  },
  {
    name: 'Viajes y turismo',
    colors: ['#01579b', '#4fc3f7'],
    partners: [
      'Hotel Playa Hermosa',
      'Agencia Viajes Tucán',
      'Cabinas Monteverde',
      'Rent a Car Tico',
      'Canopy Arenal',
      'Tours Tortuguero',
      'Hostal Montaña Azul',
      'Aerolínea Regional Sol',
    ],
  },
  {
    name: 'Tecnología',
    colors: ['#263238', '#90a4ae'],
    partners: [
      'TecnoMundo',
      'Celulares Conecta',
      'Reparaciones PC Express',
      'Internet Hogar Veloz',
      'Gaming Zone',
      'Accesorios Digitales',
      'Impresiones 3D Maker',
      'Software Contable Fácil',
    ],
  },
  {
    name: 'Hogar y servicios',
    colors: ['#5d4037', '#d7ccc8'],
    partners: [
      'Ferretería El Constructor',
      'Lavandería Burbujas',
      'Mueblería Casa Linda',
      'Floristería Jardín',
      'Veterinaria Patitas',
      'Seguros Confianza',
      'Mudanzas Rápidas',
    ],
  },
];

/** The catalogue of link kinds (BenefitLink; every kind has idBenefit 1). */
const LINK_KINDS: { name: string; link: string; colors: [string, string] }[] = [
  { name: 'Sitio web', link: 'https://www.example.com', colors: ['#1565c0', '#42a5f5'] },
  { name: 'WhatsApp', link: 'https://wa.me/50688880000', colors: ['#1b5e20', '#66bb6a'] },
  { name: 'Menú', link: 'https://www.example.com/menu', colors: ['#e65100', '#ffa726'] },
  {
    name: 'Reservaciones',
    link: 'https://www.example.com/reservas',
    colors: ['#6a1b9a', '#ab47bc'],
  },
  {
    name: 'Tienda en línea',
    link: 'https://www.example.com/tienda',
    colors: ['#37474f', '#78909c'],
  },
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'YYYY-MM-DDTHH:mm:ss' of the first day of this month + `days`, at `time`. */
function dayOfMonth(now: Date, days: number, time: string): string {
  const [year, month] = companyWallClock(now).slice(0, 7).split('-').map(Number) as [
    number,
    number,
  ];
  const day = new Date(Date.UTC(year, month - 1, 1 + days));
  return `${day.toISOString().slice(0, 10)}T${time}`;
}

/**
 * Benefits demo data: 8 categories, 60 benefits with logos, their links, discounts spanning this
 * month (some valid now, some later this month, some ended) and the page settings. Locations
 * (benefit_locations) are seeded by the locations part after this.
 */
export async function seedBenefits(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const image = (name: string, width: number, height: number, colours: [string, string]) =>
    saveDemoPicture(trx, name, [width, height], colours);

  const kindIds: number[] = [];
  for (const kind of LINK_KINDS) {
    const { id } = await trx
      .insertInto('benefit_link_types')
      .values({
        name: kind.name,
        link: kind.link,
        icon_file_id: await image(`${slug(kind.name)}.png`, 48, 48, kind.colors),
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    kindIds.push(id);
  }

  let serial = 0;
  for (const [position, category] of CATEGORIES.entries()) {
    const { id: categoryId } = await trx
      .insertInto('benefit_categories')
      .values({
        name: category.name,
        position: position + 1,
        image_file_id: await image(`${slug(category.name)}.png`, 320, 160, category.colors),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cover = await image(`${slug(category.name)}-portada.png`, 480, 240, category.colors);
    for (const partner of category.partners) {
      serial++;
      const web = `https://www.${slug(partner)}.example.com`;
      const percent = 5 + ((serial * 7) % 26);
      const { id: benefitId } = await trx
        .insertInto('benefits')
        .values({
          category_id: categoryId,
          name: partner,
          name_key: foldText(partner),
          detail: `${percent} % de descuento para colaboradores presentando el carné.`,
          description: sanitizeRichText(
            `<p><strong>${partner}</strong> ofrece a nuestros colaboradores y sus familias ` +
              `condiciones especiales en ${category.name.toLowerCase()}.</p>`,
          ),
          benefit_info: sanitizeRichText(
            `<ul><li>Presente su carné de colaborador al pagar.</li>` +
              `<li>No acumulable con otras promociones.</li>` +
              `<li>Válido en todas las sucursales participantes.</li></ul>`,
          ),
          link: web,
          facebook: `https://www.facebook.com/${slug(partner)}`,
          instagram: serial % 3 === 0 ? null : `https://www.instagram.com/${slug(partner)}`,
          email: `beneficios@${slug(partner)}.example.com`,
          // Two inactive benefits, so owners see the difference.
          active: serial % 29 === 0 ? 0 : 1,
          logo_file_id: await image(`${slug(partner)}-logo.png`, 96, 96, [
            category.colors[1],
            category.colors[0],
          ]),
          image_file_id: cover,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('benefit_links')
        .values([
          {
            benefit_id: benefitId,
            link_type_id: kindIds[0]!,
            name: 'Sitio web',
            link: web,
            active: 1,
            position: 1,
          },
          {
            benefit_id: benefitId,
            link_type_id: kindIds[1 + (serial % 4)]!,
            name: LINK_KINDS[1 + (serial % 4)]!.name,
            link: `${web}/${slug(LINK_KINDS[1 + (serial % 4)]!.name)}`,
            active: 1,
            position: 2,
          },
        ])
        .execute();
      // Discounts spanning this month: one for the whole month, and every third benefit one
      // that ended in its first days and one for its last week.
      const discounts = [
        {
          name: `${percent} % en todo el mes`,
          from: dayOfMonth(now, 0, '00:00:00'),
          to: dayOfMonth(now, 27, '23:59:59'),
        },
      ];
      if (serial % 3 === 0) {
        discounts.push(
          {
            name: '2x1 de inicio de mes',
            from: dayOfMonth(now, 0, '08:00:00'),
            to: dayOfMonth(now, 1, '20:00:00'),
          },
          {
            name: 'Cierre de mes: 10 % adicional',
            from: dayOfMonth(now, 21, '00:00:00'),
            to: dayOfMonth(now, 27, '23:59:59'),
          },
        );
      }
      await trx
        .insertInto('benefit_discounts')
        .values(
          discounts.map((discount) => ({
            benefit_id: benefitId,
            location_id: null,
            name: discount.name,
            link: web,
            starts_at: discount.from,
            ends_at: discount.to,
            image_file_id: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
  }

  await trx
    .insertInto('benefit_page_settings')
    .values({
      title: PAGE_SETTINGS_TITLE,
      header: sanitizeRichText(
        '<h2>Beneficios para colaboradores</h2><p>Descuentos y convenios con comercios de todo el país.</p>',
      ),
      reminder: sanitizeRichText(
        '<p>Recuerde presentar su <strong>carné de colaborador</strong> para hacer válido cada beneficio.</p>',
      ),
      logo_file_id: await image('beneficios-logo.png', 160, 160, ['#0d47a1', '#26a69a']),
      footer_file_id: await image('beneficios-pie.png', 960, 120, ['#26a69a', '#0d47a1']),
      badge_file_id: await image('beneficios-insignia.png', 120, 120, ['#ff8f00', '#ffca28']),
      updated_at: at,
    })
    .execute();
}
