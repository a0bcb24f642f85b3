import type { Transaction } from 'kysely';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { sanitizeRichText } from '../../http/richText';
import type { Database } from '../../db/schema';
import { saveDemoPicture } from '../../db/seed/images';
import { createdStamps } from '../../db/columns';

interface DemoNewsletter {
  title: string;
  summary: string;
  body: string;
  cover: { file: string; from: string; to: string };
  /** Publication window, in days from today. */
  startIn: number;
  endIn: number;
}

/** Two current, one scheduled and one expired newsletter, as a call-centre company writes them. */
const demoNewsletters: DemoNewsletter[] = [
  {
    title: 'Boletín de Operaciones: cerramos el trimestre con récord de satisfacción',
    summary:
      'El CSAT de la operación llegó a 92 % y el tiempo promedio de espera bajó a 38 segundos. ' +
      'Conozca a los equipos destacados y lo que viene para el próximo trimestre.',
    body: `<h2>Un trimestre para celebrar</h2>
<p>Gracias al trabajo de cada agente, líder de equipo y analista, cerramos el trimestre con un
<strong>CSAT de 92 %</strong>, el más alto desde que abrimos el sitio de Heredia, y un
<strong>tiempo promedio de espera de 38 segundos</strong> en la línea de servicio al cliente.</p>
<h3>Equipos destacados</h3>
<ul>
<li><strong>Soporte técnico bilingüe</strong>: resolución en el primer contacto de 81 %.</li>
<li><strong>Retención</strong>: 1 240 clientes conservados con ofertas personalizadas.</li>
<li><strong>Back office de facturación</strong>: cero casos vencidos durante seis semanas seguidas.</li>
</ul>
<blockquote>«La calidad no es un departamento, es la forma en que atendemos cada llamada.» — Gerencia de Operaciones</blockquote>
<h3>Lo que viene</h3>
<p>El próximo trimestre incorporamos el <em>chat asistido</em> en la cuenta de telecomunicaciones y
renovamos los tableros de indicadores en tiempo real en todos los pisos.
<span style="color: #1565c0">Su supervisor compartirá las metas de cada equipo en la reunión de arranque.</span></p>`,
    cover: { file: 'operaciones.png', from: '#0d47a1', to: '#26a69a' },
    startIn: -5,
    endIn: 25,
  },
  {
    title: 'Semana del Bienestar: pausas activas, tamizajes y charlas',
    summary:
      'Del lunes al viernes tendremos pausas activas guiadas, tamizajes de salud gratuitos y ' +
      'charlas sobre manejo del estrés para todos los turnos, incluido el nocturno.',
    body: `<h2>Cuidarnos también es parte del trabajo</h2>
<p>Atender clientes durante ocho horas exige voz, paciencia y concentración. Por eso organizamos la
<strong>Semana del Bienestar</strong>, con actividades en horarios para todos los turnos.</p>
<h3>Agenda</h3>
<ol>
<li><strong>Lunes</strong>: pausas activas de 10 minutos cada dos horas, guiadas desde el piso 3.</li>
<li><strong>Martes y miércoles</strong>: tamizaje de presión arterial y glucosa en el consultorio médico.</li>
<li><strong>Jueves</strong>: charla «Cuidado de la voz para agentes» con una fonoaudióloga.</li>
<li><strong>Viernes</strong>: taller de manejo del estrés y atención plena (presencial y virtual).</li>
</ol>
<p>Las actividades cuentan como tiempo productivo: coordine con su líder de equipo para que el
<em>workforce management</em> ajuste su horario.</p>
<p style="text-align: center"><strong>¡Le esperamos!</strong></p>`,
    cover: { file: 'bienestar.png', from: '#2e7d32', to: '#9ccc65' },
    startIn: -12,
    endIn: 10,
  },
  {
    title: 'Llega la nueva plataforma de conocimiento para agentes',
    summary:
      'Una base de conocimiento con búsqueda inteligente reemplazará los manuales en PDF. ' +
      'Conozca el calendario de capacitación por cuenta.',
    body: `<h2>Toda la información de sus cuentas en un solo lugar</h2>
<p>A partir del próximo mes, los procedimientos, guiones y políticas de cada cuenta estarán en la
<strong>nueva plataforma de conocimiento</strong>, con búsqueda por palabra clave y respuestas
sugeridas durante la llamada.</p>
<h3>Capacitación</h3>
<ul>
<li>Cuentas de telecomunicaciones: primera semana.</li>
<li>Cuentas financieras: segunda semana.</li>
<li>Soporte técnico y retención: tercera semana.</li>
</ul>
<p>Cada sesión dura 90 minutos y se agenda dentro de su turno.</p>`,
    cover: { file: 'conocimiento.png', from: '#4a148c', to: '#7986cb' },
    startIn: 7,
    endIn: 37,
  },
  {
    title: 'Resultados de la campaña solidaria de fin de año',
    summary:
      'Recolectamos 2 800 juguetes y 1 500 paquetes de víveres para familias de Pavas, Limón y ' +
      'Liberia. ¡Gracias por su generosidad!',
    body: `<h2>¡Gracias por sumarse!</h2>
<p>La campaña solidaria reunió <strong>2 800 juguetes</strong> y <strong>1 500 paquetes de
víveres</strong>, entregados junto con la Cruz Roja a familias de Pavas, Limón y Liberia.</p>
<p>Más de 300 colaboradores participaron como voluntarios en la clasificación y la entrega.</p>`,
    cover: { file: 'solidaria.png', from: '#b71c1c', to: '#ffb300' },
    startIn: -60,
    endIn: -20,
  },
];

/** The demo newsletters, written by the newsletter owner (news.owner) with their covers. */
export async function seedNewsletters(trx: Transaction<Database>, now = new Date()): Promise<void> {
  const owner = await trx
    .selectFrom('employees')
    .select('id')
    .where('username', '=', 'news.owner')
    .executeTakeFirst();
  const authorId = owner?.id ?? null;
  const today = calendarDay(now);
  const at = now.toISOString();
  for (const newsletter of demoNewsletters) {
    const { file, from, to } = newsletter.cover;
    const coverId = await saveDemoPicture(trx, file, [960, 400], [from, to], authorId);
    await trx
      .insertInto('newsletters')
      .values({
        title: newsletter.title,
        summary: newsletter.summary,
        body: sanitizeRichText(newsletter.body.replace(/\n(?!<)/g, ' ')),
        cover_file_id: coverId,
        start_date: addDays(today, newsletter.startIn),
        end_date: addDays(today, newsletter.endIn),
        published: 1,
        ...createdStamps(at, authorId),
      })
      .execute();
  }
}
