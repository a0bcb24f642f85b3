import type { Transaction } from 'kysely';
import { addDays, companyInstant } from '../../../../contracts/calendar';
import { CALENDAR_APPLICATION, type MenuIcon } from '../../../../contracts/home/settings';
import type { Database } from '../../../db/schema';
import { saveDemoPicture } from '../../../db/seed/images';

type Trx = Transaction<Database>;

/** The company's mail domain (the demo employees' too). */
const DOMAIN = 'portal.example.com';

/** An instant `days` after `now`'s date, at `hour`:`minute` company time, as ISO UTC. */
function localInstant(now: Date, days: number, hour: number, minute = 0): string {
  const day = addDays(now.toISOString().slice(0, 10), days);
  const time = [hour, minute].map((n) => String(n).padStart(2, '0')).join(':');
  return companyInstant(`${day}T${time}`).toISOString();
}

const quickLinks: { name: string; url: string; icon: MenuIcon; newTab?: boolean }[] = [
  { name: 'Beneficios', url: '/Benefits/Home', icon: 'benefits' },
  { name: 'Venta de Activos', url: '/Ventas/Home', icon: 'sales' },
  { name: 'Días personales', url: '/PersonalDays', icon: 'personalDays' },
  { name: 'Planilla', url: '/payroll/home', icon: 'payroll' },
  { name: 'Boletines', url: '/newsletters/home', icon: 'newsletter' },
  { name: 'Trae a un amigo', url: '/BAF/Home', icon: 'friends' },
  {
    name: 'Campus de capacitación',
    url: 'https://campus.portal.example.com/',
    icon: 'school',
    newTab: true,
  },
  {
    name: 'Mesa de ayuda TI',
    url: 'https://soporte.portal.example.com/',
    icon: 'support',
    newTab: true,
  },
];

const banners = [
  {
    title: 'Semana del Bienestar: pausas activas, tamizajes y charlas para todos los turnos',
    description: 'Inscríbase con su supervisor.',
    source_url: '/newsletters/home',
    colours: ['#0d47a1', '#26a69a'],
  },
  {
    title: 'Trae a un amigo: gane un bono por cada referido contratado',
    description: 'Buscamos agentes bilingües para las cuentas de telecomunicaciones.',
    source_url: '/BAF/Home',
    colours: ['#6a1b9a', '#ef6c00'],
  },
  {
    title: 'Nuevos descuentos en restaurantes, gimnasios y ópticas',
    description: 'Presente su carné en los comercios afiliados.',
    source_url: '/Benefits/Home',
    colours: ['#1b5e20', '#9ccc65'],
  },
  {
    title: 'Récord de satisfacción: CSAT de 92 % este trimestre. ¡Gracias, equipo!',
    description: null,
    source_url: null,
    colours: ['#b71c1c', '#ffb300'],
  },
] as const;

const homeActivities = [
  {
    days: 2,
    from: [10, 0],
    to: [11, 0],
    title: 'Charla: finanzas personales y ahorro',
    location: 'Sala de capacitación 2, edificio Heredia',
    description: 'Cómo armar un presupuesto y aprovechar el ahorro voluntario de la asociación.',
  },
  {
    days: 5,
    from: [8, 0],
    to: [16, 0],
    title: 'Feria de la salud',
    location: 'Comedor principal',
    description: 'Tamizajes de glucosa y presión arterial, vacunación y consulta de nutrición.',
  },
  {
    days: 9,
    from: [14, 0],
    to: [15, 30],
    title: 'Taller de servicio al cliente: manejo de llamadas difíciles',
    location: 'Virtual (Teams)',
    description: 'Técnicas de desescalamiento para agentes y líderes de equipo.',
    link: 'https://campus.portal.example.com/talleres/llamadas-dificiles',
  },
  {
    days: 14,
    from: [17, 30],
    to: [20, 0],
    title: 'Torneo interno de fútbol 5',
    location: 'Cancha sintética La Sabana',
    description: 'Inscriba a su equipo de hasta 8 personas antes del viernes.',
  },
  {
    days: 20,
    from: [15, 0],
    to: [18, 0],
    title: 'Celebración del aniversario de la empresa',
    location: 'Terraza, piso 5',
    description: 'Música, rifas y reconocimiento a los colaboradores con 5 y 10 años.',
  },
  {
    days: 27,
    from: [9, 0],
    to: [13, 0],
    title: 'Campaña de donación de sangre',
    location: 'Parqueo del edificio Heredia',
    description: 'Con el Banco Nacional de Sangre. Traiga su cédula y desayune antes.',
  },
] as const;

const bafActivities = [
  {
    days: 6,
    from: [9, 0],
    to: [15, 0],
    title: 'Feria de empleo: contratación de agentes bilingües',
    location: 'Lobby del edificio Heredia',
    description: 'Invite a sus referidos: entrevistas y prueba de inglés el mismo día.',
  },
  {
    days: 12,
    from: [12, 0],
    to: [12, 45],
    title: 'Sesión informativa del programa Trae a un amigo',
    location: 'Virtual (Teams)',
    description: 'Cómo referir, cuándo se paga el bono y cómo va cada candidato.',
  },
] as const;

const contacts = [
  {
    name: 'Recursos Humanos',
    role: 'Vacaciones, constancias, incapacidades y beneficios',
    email: `rrhh@${DOMAIN}`,
    phone: '+506 2205-1100',
    colours: ['#1565c0', '#42a5f5'],
  },
  {
    name: 'Soporte TI',
    role: 'Equipos, accesos, contraseñas y telefonía',
    email: `soporte.ti@${DOMAIN}`,
    phone: '+506 2205-1200',
    colours: ['#37474f', '#78909c'],
  },
  {
    name: 'Salud Ocupacional',
    role: 'Consultorio médico, ergonomía y pausas activas',
    email: `salud.ocupacional@${DOMAIN}`,
    phone: '+506 2205-1300',
    colours: ['#2e7d32', '#81c784'],
  },
  {
    name: 'Nómina',
    role: 'Pagos, deducciones, horas extra y aguinaldo',
    email: `nomina@${DOMAIN}`,
    phone: '+506 2205-1400',
    colours: ['#ef6c00', '#ffb74d'],
  },
] as const;

/** A demo picture: file name, size in pixels and the gradient's two colours. */
type Picture = readonly [file: string, size: readonly [number, number], colours: Colours];
type Colours = readonly [string, string];

/** The CTAs that exist once (created by migration 0004): what the demo fills in. */
const singleCtas: {
  key: string;
  source_url: string;
  title: string;
  description?: string;
  picture?: Picture;
}[] = [
  {
    key: 'Video',
    source_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: 'Mensaje de bienvenida de la Gerencia General',
  },
  {
    key: 'RaftVideo',
    source_url: 'https://vimeo.com/1084537',
    title: 'Así funciona Trae a un amigo',
  },
  {
    key: 'AskAlejandro',
    source_url: `https://teams.microsoft.com/l/chat/0/0?users=alejandro@${DOMAIN}`,
    title: 'Pregúntale a Alejandro',
    description:
      'Dudas de planilla, vacaciones o beneficios: Alejandro, de Recursos Humanos, le responde.',
    picture: ['alejandro.png', [320, 320], ['#00695c', '#4db6ac']],
  },
  {
    key: 'ChatBot',
    source_url: 'https://asistente.portal.example.com/',
    title: 'Asistente virtual',
    description: 'Disponible 24/7: horarios, solicitudes y estado de sus trámites.',
    picture: ['asistente.png', [320, 320], ['#283593', '#7986cb']],
  },
  {
    key: 'Image',
    source_url: '/Benefits/Home',
    title: 'Programa de bienestar: descuentos y beneficios para usted y su familia',
    picture: ['bienestar.png', [960, 540], ['#00838f', '#aed581']],
  },
];

const raftImages: { title: string; colours: Colours }[] = [
  { title: 'Refiera a un amigo bilingüe y gane un bono', colours: ['#e65100', '#ffcc80'] },
  {
    title: 'Sus referidos, paso a paso: de la entrevista a la contratación',
    colours: ['#4a148c', '#ce93d8'],
  },
];

/** The CTAs of the lists, in the order they are created: banners, contacts, images. */
const listCtas = [
  ...banners.map(({ colours, ...banner }, index) => ({
    key: 'Banner',
    ...banner,
    position: index + 1,
    picture: [`banner-${index + 1}.png`, [1200, 400], colours] as Picture,
  })),
  ...contacts.map(({ colours, ...contact }, index) => ({
    key: 'Contact',
    ...contact,
    position: index + 1,
    picture: [`contacto-${index + 1}.png`, [160, 160], colours] as Picture,
  })),
  {
    key: 'Image',
    title: 'Código de ética y conducta: conózcalo y aplíquelo',
    source_url: 'https://etica.portal.example.com/',
    position: 2,
    picture: ['etica.png', [960, 540], ['#4e342e', '#a1887f']] as Picture,
  },
  ...raftImages.map(({ title, colours }, index) => ({
    key: 'RaftImage',
    title,
    source_url: '/BAF/Home',
    position: index + 1,
    picture: [`baf-${index + 1}.png`, [960, 540], colours] as Picture,
  })),
];

/**
 * The home page of the demo: banners, the welcome video, quick links to the employee modules,
 * the calendars of the home and of Bring a friend, contacts, the assistant links and the images.
 * The CTAs that exist once were created by migration 0004; the seed fills them.
 */
export async function seedHomeSettings(trx: Trx, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const stamps = { created_at: at, updated_at: at };

  const picture = (spec: Picture) => saveDemoPicture(trx, ...spec);

  for (const { key, picture: spec, ...values } of singleCtas) {
    const image = spec ? { image_file_id: await picture(spec) } : {};
    await trx
      .updateTable('ctas')
      .set({ ...values, ...image, updated_at: at })
      .where('key', '=', key)
      .execute();
  }
  for (const { picture: spec, ...values } of listCtas) {
    await trx
      .insertInto('ctas')
      .values({ ...values, image_file_id: await picture(spec), ...stamps })
      .execute();
  }

  await trx
    .insertInto('home_menu_items')
    .values(
      quickLinks.map((link, index) => ({
        name: link.name,
        url: link.url,
        icon: link.icon,
        position: index + 1,
        new_tab: link.newTab ? 1 : 0,
        ...stamps,
      })),
    )
    .execute();

  const activities = [
    ...homeActivities.map((a) => ({ ...a, application: CALENDAR_APPLICATION.home })),
    ...bafActivities.map((a) => ({ ...a, application: CALENDAR_APPLICATION.baf })),
  ];
  await trx
    .insertInto('calendar_activities')
    .values(
      activities.map((activity) => ({
        application_id: activity.application,
        title: activity.title,
        description: activity.description,
        starts_at: localInstant(now, activity.days, activity.from[0], activity.from[1]),
        ends_at: localInstant(now, activity.days, activity.to[0], activity.to[1]),
        location: activity.location,
        link: 'link' in activity ? activity.link : null,
        ...stamps,
      })),
    )
    .execute();
}
