import { mulberry32 } from '../../../server/db/seed/random';
import { chunks, DAY_MS, type Generator, nextId, scaleEmployeeIds } from '../../scale/kit';

const GROWTH_AREAS = ['Operaciones', 'Calidad', 'Capacitación', 'Recursos Humanos', 'TI'];
const GROWTH_LOCATIONS = ['Heredia', 'San José', 'Escazú', 'Cartago', 'Liberia'];
const GROWTH_STATUSES = ['submitted', 'in_review', 'interview', 'selected', 'not_selected'];

/**
 * Growth openings published over the past year (four in five active, one in ten already closed)
 * and applications of the generated employees to them, each employee at most once per opening;
 * every application points at one stored résumé (the list reads never open it).
 */
export const growth: Generator = {
  name: 'growth openings and applications',
  async generate(writer, size) {
    const random = mulberry32(2_000);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const now = Date.now();
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const stamp = new Date(now).toISOString();
    const firstId = await nextId(writer, 'growth_openings');
    const openingRows: unknown[][] = [];
    for (let index = 0; index < size.openings; index++) {
      const area = pick(GROWTH_AREAS);
      const published = now - Math.floor(random() * 365) * DAY_MS;
      const closes =
        random() < 0.1 ? day(now - DAY_MS) : random() < 0.5 ? null : day(now + 60 * DAY_MS);
      openingRows.push([
        firstId + index,
        `${pick(['Líder', 'Analista', 'Especialista', 'Coordinador'])} de ${area} ${index + 1}`,
        area,
        pick(GROWTH_LOCATIONS),
        `Vacante interna de ${area}: acompañe al equipo y crezca con la cuenta.`,
        'Seis meses en su puesto actual.',
        'Lunes a viernes',
        '08:00',
        '17:00',
        6,
        closes,
        random() < 0.8 ? 1 : 0,
        new Date(published).toISOString(),
        stamp,
      ]);
    }
    await writer.insert(
      'growth_openings',
      [
        'id',
        'title',
        'area',
        'location',
        'description',
        'requirements',
        'work_schedule',
        'start_time',
        'end_time',
        'min_months_in_position',
        'closes_on',
        'active',
        'created_at',
        'updated_at',
      ],
      openingRows,
    );
    const resumeId = '00000000-0000-4000-8000-00000000c0de';
    const resume = Buffer.from('%PDF-1.4\n%%EOF\n');
    // A statement of its own: `insert` would take the uuid id for a sequence to move past.
    await writer.query(
      `insert into files (id, name, mime, size, sha256, data, created_by, created_at, private)
         values (?, 'cv.pdf', 'application/pdf', ?, ?, ?, null, ?, 1)`,
      [resumeId, resume.length, '0'.repeat(64), resume, stamp],
    );
    const applicants = await scaleEmployeeIds(writer);
    // Employee i applies to openings i, i+1, … in turn: no pair repeats while the applications
    // per employee stay below the number of openings.
    for (const [start, end] of chunks(size.applications)) {
      const rows: unknown[][] = [];
      for (let index = start; index < end; index++) {
        const employee = index % applicants.length;
        const opening = (employee + Math.floor(index / applicants.length)) % size.openings;
        const at = new Date(now - Math.floor(random() * 365 * DAY_MS)).toISOString();
        rows.push([
          firstId + opening,
          applicants[employee]!,
          'agente@portal.example.com',
          '8888 0000',
          openingRows[opening]![1],
          'Lunes a viernes',
          '08:00',
          '17:00',
          resumeId,
          'cv.pdf',
          pick(GROWTH_STATUSES),
          '',
          at,
          at,
        ]);
      }
      await writer.insert(
        'growth_applications',
        [
          'opening_id',
          'employee_id',
          'email',
          'phone',
          'job',
          'work_schedule',
          'start_time',
          'end_time',
          'resume_file_id',
          'resume_name',
          'status',
          'note',
          'created_at',
          'status_changed_at',
        ],
        rows,
      );
    }
    return size.openings + size.applications;
  },
};
