import type { Transaction } from 'kysely';
import { companyInstant } from '../../../../contracts/calendar';
import type { KudosCategory } from '../../../../contracts/home/messages';
import { fileUrl } from '../../../files/storage';
import { sanitizeRichText } from '../../../http/richText';
import { companyMonthDay } from '../messages/birthdayMembers';
import { notify } from '../../../notifications/service';
import type { Database } from '../../../db/schema';
import { saveDemoPicture } from '../../../db/seed/images';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number, hour = 9) => {
  const day = new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
  // `hour` o'clock on the company's wall clock (morning by default).
  const at = companyInstant(`${day}T${String(hour).padStart(2, '0')}:00`).toISOString();
  return at > now.toISOString() ? now.toISOString() : at;
};

interface DemoNews {
  title: string;
  body: string;
  picture: { file: string; from: string; to: string };
  daysAgo: number;
}

/** What a call-centre company's home page announces. */
const demoNews: DemoNews[] = [
  {
    title: 'Abrimos la nueva cuenta de soporte técnico bilingüe',
    body: `<h2>Más de 120 nuevas posiciones en Heredia</h2>
<p>A partir del próximo mes atenderemos el <strong>soporte técnico bilingüe</strong> de una de las
principales empresas de telecomunicaciones de la región. La operación arranca con tres turnos y
crecerá durante el año.</p>
<h3>¿Qué buscamos?</h3>
<ul>
<li>Inglés conversacional B2 o superior.</li>
<li>Experiencia en servicio al cliente o soporte técnico (deseable).</li>
<li>Disponibilidad para turnos rotativos.</li>
</ul>
<p>Si conoce a alguien con este perfil, refiéralo en <a href="https://empleos.example.com/soporte-bilingue" target="_blank">el portal de empleos</a>
y participe en el programa <em>Trae a un amigo</em>.</p>`,
    picture: { file: 'cuenta-bilingue.png', from: '#0d47a1', to: '#42a5f5' },
    daysAgo: 1,
  },
  {
    title: 'Resultados del trimestre: CSAT de 92 % en servicio al cliente',
    body: `<h2>Gracias a cada agente</h2>
<p>Cerramos el trimestre con un <strong>CSAT de 92 %</strong> y un tiempo promedio de espera de
<strong>38 segundos</strong>. La resolución en el primer contacto subió a 81 %.</p>
<ol>
<li>Retención: 1 240 clientes conservados.</li>
<li>Facturación: cero casos vencidos durante seis semanas.</li>
<li>Calidad: 96 % de llamadas monitoreadas con nota sobresaliente.</li>
</ol>
<p>Vea el detalle por equipo en <a href="https://indicadores.example.com/trimestre" target="_blank">el tablero de indicadores</a>.</p>`,
    picture: { file: 'resultados.png', from: '#1b5e20', to: '#66bb6a' },
    daysAgo: 3,
  },
  {
    title: 'Semana del Bienestar: pausas activas y tamizajes gratuitos',
    body: `<h2>Cuidarnos también es parte del trabajo</h2>
<p>Del lunes al viernes tendremos actividades para <strong>todos los turnos</strong>, incluido el
nocturno:</p>
<ul>
<li>Pausas activas guiadas de 10 minutos cada dos horas.</li>
<li>Tamizaje de presión arterial y glucosa en el consultorio médico.</li>
<li>Charla «Cuidado de la voz para agentes».</li>
</ul>
<p>Coordine con su líder de equipo para que <em>workforce management</em> ajuste su horario.
Más información en <a href="https://bienestar.example.com" target="_blank">el sitio de bienestar</a>.</p>`,
    picture: { file: 'bienestar.png', from: '#00695c', to: '#80cbc4' },
    daysAgo: 6,
  },
  {
    title: 'Actualización del sistema de telefonía este sábado',
    body: `<h2>Ventana de mantenimiento</h2>
<p>El sábado de <strong>11:00 p. m. a 2:00 a. m.</strong> actualizaremos la plataforma de telefonía
en la nube. Durante la ventana:</p>
<ul>
<li>Las colas de soporte se atenderán desde el sitio de contingencia.</li>
<li>Los reportes en tiempo real pueden mostrar datos incompletos.</li>
</ul>
<h3>¿Qué debe hacer?</h3>
<p>Cierre sesión en el softphone al terminar su turno del viernes. Si tiene problemas el domingo,
abra un caso en <a href="https://mesadeayuda.example.com" target="_blank">la mesa de ayuda</a>.</p>`,
    picture: { file: 'telefonia.png', from: '#37474f', to: '#90a4ae' },
    daysAgo: 10,
  },
  {
    title: 'Graduación de la generación 34 de la Academia de Servicio',
    body: `<h2>¡Bienvenidos a la operación!</h2>
<p>Cuarenta y dos nuevos agentes completaron las cuatro semanas de la <strong>Academia de
Servicio</strong> y se incorporan a las cuentas de retención, facturación y ventas.</p>
<blockquote>«Lo que más aprendí fue a escuchar antes de responder.» — Graduada de la generación 34</blockquote>
<p>Si usted es líder de equipo, revise el plan de acompañamiento en
<a href="https://academia.example.com/acompanamiento" target="_blank">el sitio de la Academia</a>.</p>`,
    picture: { file: 'academia.png', from: '#4a148c', to: '#ba68c8' },
    daysAgo: 15,
  },
  {
    title: 'Campaña de donación de sangre con la Cruz Roja',
    body: `<h2>Una hora que salva vidas</h2>
<p>El jueves la unidad móvil de la Cruz Roja estará en el parqueo del edificio B de
<strong>8:00 a. m. a 3:00 p. m.</strong></p>
<ul>
<li>Traiga su cédula y desayune liviano.</li>
<li>La donación cuenta como tiempo productivo (código de pausa «Actividad institucional»).</li>
</ul>
<p>Inscríbase en <a href="https://voluntariado.example.com/donacion" target="_blank">voluntariado</a>.</p>`,
    picture: { file: 'donacion.png', from: '#b71c1c', to: '#ef9a9a' },
    daysAgo: 21,
  },
];

/** Suggested kudos texts, as the Home_Owner keeps them. */
const demoSuggestions = [
  'Gracias por quedarte después de tu turno para ayudar con la cola de llamadas.',
  'Tu paciencia con un cliente difícil fue un ejemplo para todo el equipo.',
  'Gracias por compartir tus atajos del CRM: nos ahorraste muchísimo tiempo.',
  'Tu idea para mejorar el guion de bienvenida subió nuestro CSAT.',
  'Gracias por cubrir el turno cuando más lo necesitábamos.',
  'Lideraste la reunión de calidad con claridad y buena energía.',
  'Tu compromiso con las metas del mes motivó a todo el piso.',
  'Gracias por acompañar a los nuevos agentes en su primera semana.',
];

interface DemoKudos {
  from: string;
  to: string[];
  category: KudosCategory;
  message: string;
  daysAgo: number;
  /** Sent back for correction by the Home_Owner. */
  correction?: string;
}

/** Demo users by user name; generated colleagues by badge. */
const demoKudos: DemoKudos[] = [
  {
    from: 'admin',
    to: ['employee'],
    category: 'commitment',
    message:
      'Gracias por quedarte después de tu turno para ayudar con la cola de llamadas del lunes.',
    daysAgo: 0,
  },
  {
    from: '200003',
    to: ['newhire'],
    category: 'teamwork',
    message: '¡Bienvenida al equipo, Natalia! Tu primera semana en retención fue excelente.',
    daysAgo: 1,
  },
  {
    from: 'employee',
    to: ['200011', '200027'],
    category: 'customerService',
    message: 'Su paciencia con el cliente del caso escalado fue un ejemplo para todo el piso.',
    daysAgo: 1,
  },
  {
    from: 'home.owner',
    to: ['200005'],
    category: 'innovation',
    message:
      'Tu idea de agregar atajos al guion de bienvenida bajó el tiempo de atención en 20 segundos.',
    daysAgo: 2,
  },
  {
    from: '200014',
    to: ['employee', 'newhire'],
    category: 'teamwork',
    message: 'Gracias por cubrir el turno del sábado cuando más lo necesitábamos.',
    daysAgo: 3,
  },
  {
    from: 'sales.owner',
    to: ['200021'],
    category: 'leadership',
    message: 'Lideraste la reunión de calidad con claridad y buena energía. ¡Sigue así!',
    daysAgo: 4,
  },
  {
    from: '200009',
    to: ['200033'],
    category: 'customerService',
    message:
      'Convertiste una queja en una venta: el cliente pidió hablar con tu supervisor para felicitarte.',
    daysAgo: 5,
  },
  {
    from: 'benefits.owner',
    to: ['newhire'],
    category: 'commitment',
    message: 'Completaste todas las capacitaciones de la Academia antes de tiempo. ¡Felicidades!',
    daysAgo: 6,
  },
  {
    from: '200040',
    to: ['200002', '200018', '200025'],
    category: 'teamwork',
    message: 'Gracias por compartir sus notas del CRM con los nuevos agentes del turno nocturno.',
    daysAgo: 8,
  },
  {
    from: 'raft.owner',
    to: ['employee'],
    category: 'leadership',
    message: 'Gracias por referir a tres excelentes compañeros para la cuenta bilingüe.',
    daysAgo: 9,
  },
  {
    from: '200030',
    to: ['200012'],
    category: 'innovation',
    message: 'Tu plantilla de correos de seguimiento ya la usa todo el equipo de facturación.',
    daysAgo: 12,
  },
  {
    from: '200017',
    to: ['200035'],
    category: 'commitment',
    message: '¡Kudos por tu primer mes sin llamadas abandonadas en la cola de facturación!',
    daysAgo: 14,
  },
  {
    from: 'employee',
    to: ['200008'],
    category: 'customerService',
    message: 'Gracias por ayudarme con el cliente de la cuenta corporativa, eres lo máximo jajaja.',
    daysAgo: 2,
    correction:
      'Por favor indica qué hizo tu compañero con el cliente, para que el reconocimiento sea claro para todos.',
  },
];

/** Referrers whose candidates were hired (the RAFT module will keep this table). */
const goldenReferrers: [badge: string, hired: number][] = [
  ['200016', 14],
  ['200004', 11],
  ['100002', 9],
  ['200037', 7],
  ['200022', 6],
];

/** Generated employees whose birthday is today, so the home page always has someone to greet. */
const BIRTHDAYS_TODAY = ['200007', '200042', '200113'];

/**
 * The home feed of the demo data set: news with pictures, kudos between colleagues (notifying
 * their recipients, as sending does), suggestion texts, notifications, golden referrers and a
 * few birthdays today.
 */
export async function seedMessages(trx: Transaction<Database>, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'badge', 'username', 'full_name', 'birthday'])
    .where((eb) =>
      eb.or([
        eb('badge', '<', '200000'),
        eb('badge', 'in', [
          ...demoKudos.flatMap((k) => [k.from, ...k.to]),
          ...goldenReferrers.map(([badge]) => badge),
          ...BIRTHDAYS_TODAY,
        ]),
      ]),
    )
    .execute();
  const find = (key: string) => {
    const employee = employees.find((e) => e.username === key || e.badge === key);
    if (!employee) throw new Error(`seedMessages: no employee ${key}`);
    return employee;
  };

  const { month, day } = companyMonthDay(now);
  for (const badge of BIRTHDAYS_TODAY) {
    const { id, birthday } = find(badge);
    const year = month === '02' && day === '29' ? '1992' : birthday.slice(0, 4);
    await trx
      .updateTable('employees')
      .set({ birthday: `${year}-${month}-${day}` })
      .where('id', '=', id)
      .execute();
  }

  const editor = find('home.owner');
  for (const news of demoNews) {
    const { file, from, to } = news.picture;
    const pictureId = await saveDemoPicture(trx, file, [960, 400], [from, to], editor.id);
    const at = daysAgo(now, news.daysAgo);
    await trx
      .insertInto('home_messages')
      .values({
        type: 'news',
        status: 'published',
        title: news.title,
        body: sanitizeRichText(news.body),
        image: fileUrl(pictureId),
        category: null,
        message: null,
        author_id: editor.id,
        publish_from: at,
        publish_to: null,
        correction_reason: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  for (const kudos of [...demoKudos].reverse()) {
    const sender = find(kudos.from);
    const at = daysAgo(now, kudos.daysAgo, 8 + (kudos.message.length % 8));
    const { id } = await trx
      .insertInto('home_messages')
      .values({
        type: 'kudos',
        status: kudos.correction ? 'correction' : 'published',
        title: null,
        body: null,
        image: null,
        category: kudos.category,
        message: kudos.message,
        author_id: sender.id,
        publish_from: at,
        publish_to: null,
        correction_reason: kudos.correction ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const key of kudos.to) {
      const recipient = find(key);
      await trx
        .insertInto('home_message_recipients')
        .values({ message_id: id, employee_id: recipient.id, notified: 1 })
        .execute();
      await notify(
        trx,
        recipient.id,
        {
          kind: 'kudos',
          title: `${sender.full_name} te envió un kudos`,
          body: kudos.message,
          link: '/Inicio',
        },
        new Date(at),
      );
    }
    if (kudos.correction) {
      await notify(
        trx,
        sender.id,
        {
          kind: 'kudos-correction',
          title: 'Tu kudos necesita una corrección',
          body: kudos.correction,
          link: `/Kudos/Form/${id}`,
        },
        new Date(at),
      );
    }
  }

  const employee = find('employee');
  await notify(
    trx,
    employee.id,
    {
      kind: 'news',
      title: 'Nueva noticia: Abrimos la nueva cuenta de soporte técnico bilingüe',
      body: 'Más de 120 nuevas posiciones en Heredia. Refiera a sus conocidos.',
      link: '/Inicio',
    },
    new Date(daysAgo(now, 1)),
  );
  await notify(
    trx,
    employee.id,
    {
      kind: 'reminder',
      title: 'Recordatorio: Semana del Bienestar',
      body: 'Inscríbase en el tamizaje de salud gratuito antes del miércoles.',
      link: null,
    },
    new Date(daysAgo(now, 5)),
  );
  // What is older than two days has been read already.
  await trx
    .updateTable('notifications')
    .set({ read_at: iso })
    .where('kind', 'in', ['kudos', 'kudos-correction', 'news', 'reminder'])
    .where('created_at', '<', daysAgo(now, 2))
    .execute();

  await trx
    .insertInto('kudos_suggestions')
    .values(demoSuggestions.map((text) => ({ text, created_at: iso, updated_at: iso })))
    .execute();

  await trx
    .insertInto('golden_referrers')
    .values(
      goldenReferrers.map(([badge, hired]) => ({
        employee_id: find(badge).id,
        hired_referrals: hired,
        updated_at: iso,
      })),
    )
    .execute();
}
