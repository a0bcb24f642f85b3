import type { Transaction } from 'kysely';
import { type Specialty } from '../../../contracts/appointments/appointments';
import { addDays, addMonths, calendarDay, isWeekend } from '../../../contracts/calendar';
import { slotsBetween } from '../../../contracts/timeOfDay';
import type { Database } from '../../db/schema';
import { saveDemoPicture } from '../../db/seed/images';
import { seedApprovalHistory } from '../../workflow/seedHistory';

/** Where the seeded requests' history goes. */
const HISTORY = { table: 'self_managed_appointment_changes', column: 'request_id' } as const;

const BUILDINGS = [
  { name: 'Torre Médica Central', open: 1 },
  { name: 'Clínica Heredia', open: 1 },
  { name: 'Consultorio Cartago', open: 0 },
];

const PROFESSIONALS: { name: string; specialty: Specialty; building: number; email: string }[] = [
  {
    name: 'Dra. Ana Vargas Rojas',
    specialty: 'general',
    building: 0,
    email: 'ana.vargas@example.com',
  },
  {
    name: 'Dr. Luis Mora Jiménez',
    specialty: 'occupational',
    building: 0,
    email: 'luis.mora@example.com',
  },
  {
    name: 'Lic. Sofía Castro Solano',
    specialty: 'nutrition',
    building: 1,
    email: 'sofia.castro@example.com',
  },
  {
    name: 'Lic. Pablo Chaves Arias',
    specialty: 'psychology',
    building: 1,
    email: 'pablo.chaves@example.com',
  },
  {
    name: 'Dra. Elena Quesada Mata',
    specialty: 'general',
    building: 2,
    email: 'elena.quesada@example.com',
  },
];

/** Morning and afternoon windows, Monday to Friday, by 30 minutes. */
const WINDOWS = [
  ['08:00', '12:00'],
  ['13:00', '16:00'],
] as const;

/** Starts none of `employee`'s appointments use. */
const COLLEAGUE_STARTS = [
  '08:00',
  '10:30',
  '11:00',
  '11:30',
  '13:00',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
];

const REQUEST_TYPES = [
  ['Consulta general', 'General consultation'],
  ['Control de presión', 'Blood pressure check'],
  ['Seguimiento', 'Follow-up'],
] as const;

/**
 * Three medical buildings (two open), five professionals with their weekly windows from a month
 * back to a month ahead, request types per building, appointments (employee: past attended with
 * diagnoses, upcoming booked, one cancelled, one no-show; colleagues' bookings), three campaigns
 * with pictures and self-managed requests (pending, approved, rejected).
 */
export async function seedAppointments(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const today = calendarDay(now);
  const from = addMonths(today, -1);
  const to = addMonths(today, 1);
  const buildingIds: number[] = [];
  for (const building of BUILDINGS) {
    const { id } = await trx
      .insertInto('medical_buildings')
      .values({ ...building, active: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    buildingIds.push(id);
  }
  const professionalIds: number[] = [];
  for (const professional of PROFESSIONALS) {
    const { id } = await trx
      .insertInto('medical_professionals')
      .values({
        name: professional.name,
        specialty: professional.specialty,
        building_id: buildingIds[professional.building]!,
        email: professional.email,
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    professionalIds.push(id);
  }
  await trx
    .insertInto('medical_availability')
    .values(
      professionalIds.flatMap((professionalId) =>
        [1, 2, 3, 4, 5].flatMap((weekday) =>
          WINDOWS.map(([start, end]) => ({
            professional_id: professionalId,
            weekday,
            start_time: start,
            end_time: end,
            slot_minutes: 30,
            valid_from: from,
            valid_to: to,
          })),
        ),
      ),
    )
    .execute();
  const typeIds: number[][] = [];
  for (const buildingId of buildingIds) {
    const ids: number[] = [];
    for (const [name, nameEn] of REQUEST_TYPES) {
      const { id } = await trx
        .insertInto('appointment_request_types')
        .values({ building_id: buildingId, name, name_en: nameEn, active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    typeIds.push(ids);
  }

  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'badge', 'supervisor_id', 'account'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const byName = new Map(employees.map((employee) => [employee.username, employee]));
  const employee = byName.get('employee')!;
  const staff = byName.get('medical.staff')!;
  /** The working day `offset` working days from today (negative: back). */
  const workingDay = (offset: number) => {
    let day = today;
    let left = Math.abs(offset);
    while (left > 0 || isWeekend(day)) {
      day = addDays(day, offset < 0 ? -1 : 1);
      if (!isWeekend(day)) left -= 1;
    }
    return day;
  };
  const appointment = (
    employeeId: number,
    professional: number,
    date: string,
    start: string,
    status: 'booked' | 'cancelled' | 'attended' | 'noShow',
  ) => {
    const slot = slotsBetween(start, '23:59', 30)[0]!;
    return {
      employee_id: employeeId,
      professional_id: professionalIds[professional]!,
      building_id: buildingIds[PROFESSIONALS[professional]!.building]!,
      date,
      start_time: slot.start,
      end_time: slot.end,
      mode: 'onSite' as const,
      request_type_id: null,
      reason: '',
      phone1: '00000000',
      phone2: '00000000',
      status,
      created_at: at,
      updated_at: at,
      cancelled_at: status === 'cancelled' ? at : null,
      cancelled_by: status === 'cancelled' ? employeeId : null,
      attended_at: status === 'attended' ? at : null,
    };
  };
  const attended = [
    { ...appointment(employee.id, 0, workingDay(-15), '09:00', 'attended') },
    { ...appointment(employee.id, 2, workingDay(-6), '10:00', 'attended') },
  ];
  const rows = [
    ...attended,
    appointment(employee.id, 1, workingDay(-3), '08:30', 'noShow'),
    appointment(employee.id, 0, workingDay(4), '09:30', 'booked'),
    appointment(employee.id, 3, workingDay(7), '13:30', 'cancelled'),
    // Colleagues: a few bookings a day around today, so the staff's day list has people.
    ...employees
      .filter((person) => !['employee', 'medical.staff', 'lss.owner'].includes(person.username))
      .slice(0, 36)
      .map((person, index) =>
        appointment(
          person.id,
          index % 4,
          workingDay((index % 9) - 4),
          // (professional, start) is unique per row: no two rows share a slot whatever the days.
          COLLEAGUE_STARTS[Math.floor(index / 4)]!,
          index % 9 < 4 ? (index % 5 === 0 ? 'noShow' : 'attended') : 'booked',
        ),
      ),
  ];
  const inserted = await trx.insertInto('appointments').values(rows).returning('id').execute();
  const diagnoses = [
    [
      'Infección respiratoria alta',
      'Reposo, hidratación y acetaminofén por 3 días',
      'Control si hay fiebre',
    ],
    ['Plan de alimentación', 'Dieta balanceada; control en un mes', ''],
  ];
  await trx
    .insertInto('medical_diagnoses')
    .values(
      attended.map((row, index) => ({
        employee_id: employee.id,
        appointment_id: inserted[index]!.id,
        professional_id: row.professional_id,
        date: row.date,
        diagnosis: diagnoses[index]![0]!,
        treatment: diagnoses[index]![1]!,
        notes: diagnoses[index]![2]!,
        created_by: staff.id,
        created_at: at,
      })),
    )
    .execute();

  const campaigns = [
    {
      name: 'Vacunación contra la influenza',
      route: '/MedicalAppointment',
      priority: 1,
      colors: ['#0b6e4f', '#9ad1b1'],
    },
    {
      name: 'Semana de la salud mental',
      route: 'https://www.who.int/health-topics/mental-health',
      priority: 2,
      colors: ['#3b4cca', '#b3bdf5'],
    },
    {
      name: 'Chequeo de presión arterial',
      route: '/MedicalAppointment',
      priority: 3,
      colors: ['#b23a48', '#f2b5bd'],
    },
  ] as const;
  for (const campaign of campaigns) {
    const image = await saveDemoPicture(
      trx,
      `${campaign.name}.png`,
      [640, 240],
      [campaign.colors[0], campaign.colors[1]],
      staff.id,
    );
    await trx
      .insertInto('health_campaigns')
      .values({
        name: campaign.name,
        route: campaign.route,
        priority: campaign.priority,
        active: 1,
        start_date: addDays(today, -10),
        end_date: addDays(today, 30),
        badge: staff.badge,
        image_file_id: image,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  const requests = [
    { who: employee, status: 'approved' as const, rejection: '', day: workingDay(-5) },
    {
      who: employee,
      status: 'rejected' as const,
      rejection: 'No hay cupo ese día; elija otra fecha.',
      day: workingDay(-2),
    },
    ...employees
      .slice(20, 24)
      .map((who) => ({ who, status: 'submitted' as const, rejection: '', day: workingDay(5) })),
  ];
  for (const request of requests) {
    const { id } = await trx
      .insertInto('self_managed_appointments')
      .values({
        employee_id: request.who.id,
        coach_employee_id: request.who.supervisor_id,
        building_id: buildingIds[0]!,
        area: request.who.account ?? 'Operaciones',
        request_type_id: typeIds[0]![0]!,
        reason: 'Control anual',
        entry_time: '08:00',
        exit_time: '17:00',
        lunch_time: '12:00',
        user: request.who.username,
        phone: '00000000',
        appointment_date: request.day,
        status: request.status,
        rejection: request.rejection,
        created_at: at,
        status_changed_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { status, rejection: note } = request;
    await seedApprovalHistory(trx, HISTORY, id, {
      sent: { by: request.who.id, at },
      settled: status === 'submitted' ? undefined : { status, note, at, decider: staff.id },
    });
  }
}
