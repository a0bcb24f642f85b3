import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from '../../server/db/schema';
import { registerSqliteFunctions } from '../../server/db';
import { EMAIL_DOMAIN } from '../../server/db/seed';
import { firstNames, lastNames } from '../../server/db/seed/names';
import { mulberry32 } from '../../server/db/seed/random';
import { foldText } from '../../server/db/text';
import { HOME_DISTRICTS } from '../../server/geography/seed';
import { extrasOf, MONTHLY_BASES, payslipOf, payslipRow } from '../../server/modules/payroll/pay';
import { paidPeriods } from '../../server/modules/payroll/seed';
import { addDays, calendarDay, isWeekend } from '../../contracts/calendar';
import { slotsBetween } from '../../contracts/timeOfDay';

/**
 * How far the database is grown (the issue: 100,000 employees, 1,000,000 orders, 5,000 benefits;
 * 100,000 referrals; growth: 2,000 openings, 200,000 applications; payroll: 24 payslips of each
 * generated employee).
 */
export interface ScaleSize {
  employees: number;
  orders: number;
  benefits: number;
  referrals: number;
  openings: number;
  applications: number;
  /** Cafeteria invoices of the past year, one line each. */
  cafeteriaInvoices: number;
}

export const scaleSize = (smoke: boolean): ScaleSize =>
  smoke
    ? {
        employees: 1_000,
        orders: 1_000,
        benefits: 50,
        referrals: 1_000,
        openings: 50,
        applications: 1_000,
        cafeteriaInvoices: 1_000,
      }
    : {
        employees: 100_000,
        orders: 1_000_000,
        benefits: 5_000,
        referrals: 100_000,
        openings: 2_000,
        applications: 200_000,
        cafeteriaInvoices: 500_000,
      };

/** Multi-row INSERTs in one big transaction: the fast path of each database. */
interface BulkWriter {
  /**
   * Rows given an explicit `id` (so later rows can refer to them) leave the table's id sequence
   * where the API's next insert will not collide with them.
   */
  insert<T extends keyof Database & string>(
    table: T,
    columns: readonly (keyof Database[T] & string)[],
    rows: readonly unknown[][],
  ): Promise<void>;
  /** Any other statement, in the same transaction; `?` placeholders on both databases. */
  query<R>(sql: string, parameters?: readonly unknown[]): Promise<R[]>;
}

/** One table group of the scale data set; generators run in the order of `generators`. */
interface Generator {
  name: string;
  /** Writes the rows; answers how many. */
  generate(writer: BulkWriter, size: ScaleSize): Promise<number>;
}

const CHUNK_ROWS = 10_000;

const employees: Generator = {
  name: 'employees',
  async generate(writer, size) {
    const random = mulberry32(100_000);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
    const createdAt = new Date().toISOString();
    for (let start = 0; start < size.employees; start += CHUNK_ROWS) {
      const rows: unknown[][] = [];
      for (let index = start; index < Math.min(start + CHUNK_ROWS, size.employees); index++) {
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

/** The first id after a table's rows: generators number their own rows from there. */
async function nextId(writer: BulkWriter, table: keyof Database & string): Promise<number> {
  const [result] = await writer.query<{ last: number | string | null }>(
    `select max(id) as last from ${table}`,
  );
  return Number(result?.last ?? 0) + 1;
}

const SCALE_CAMPAIGNS = 4;
const ITEMS_PER_CAMPAIGN = 5;
/** Orders of the demo `employee`, so GET /Order/User reads a full page of them. */
const EMPLOYEE_ORDERS = 60;
const DAY_MS = 86_400_000;

/**
 * Orders spread over the generated employees (and a few for `employee`), in finished campaigns
 * of the past year picked up in a seeded building: one line of 1–3 units each; the items' stock
 * is what their orders left.
 */
const orders: Generator = {
  name: 'orders',
  async generate(writer, size) {
    const random = mulberry32(1_000_000);
    const buyers = (
      await writer.query<{ id: number }>(
        `select id from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => Number(r.id));
    const [employee] = await writer.query<{ id: number }>(
      `select id from employees where username = 'employee'`,
    );
    const [building] = await writer.query<{ id: number }>(
      'select min(id) as id from sales_buildings',
    );
    if (buyers.length === 0 || !employee || building?.id == null) {
      throw new Error('orders: the employees and the demo buildings come first');
    }
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const campaignId = await nextId(writer, 'sales_campaigns');
    const campaigns = Array.from({ length: SCALE_CAMPAIGNS }, (_, index) => {
      // Four 30-day campaigns, every quarter of the past year.
      const start = now - (360 - index * 90) * DAY_MS;
      return { id: campaignId + index, start, end: start + 29 * DAY_MS };
    });
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    await writer.insert(
      'sales_campaigns',
      [
        'id',
        'name',
        'description',
        'start_date',
        'end_date',
        'max_limit_per_person',
        'pick_up_in_building',
        'sent_to_home',
        'message',
        'shipping_message',
        'created_at',
        'updated_at',
      ],
      campaigns.map((c, index) => [
        c.id,
        `Venta de equipo ${index + 1} (escala)`,
        'Equipo usado de oficinas.',
        day(c.start),
        day(c.end),
        10,
        1,
        0,
        '',
        '',
        stamp,
        stamp,
      ]),
    );
    await writer.insert(
      'sales_campaign_buildings',
      ['campaign_id', 'building_id', 'active'],
      campaigns.map((c) => [c.id, building.id, 1]),
    );
    const itemId = await nextId(writer, 'sales_items');
    const items = campaigns.flatMap((c, ci) =>
      Array.from({ length: ITEMS_PER_CAMPAIGN }, (_, index) => ({
        id: itemId + ci * ITEMS_PER_CAMPAIGN + index,
        campaignId: c.id,
        priceMinor: (5_000 + index * 7_500) * 100,
      })),
    );
    const stock = size.orders * 3;
    await writer.insert(
      'sales_items',
      [
        'id',
        'campaign_id',
        'name',
        'description',
        'quantity',
        'stock_quantity',
        'unit_price_minor',
        'max_limit_per_person',
        'shipping_price_minor',
        'created_at',
        'updated_at',
      ],
      items.map((item, index) => [
        item.id,
        item.campaignId,
        `Artículo ${index + 1}`,
        '',
        stock,
        stock,
        item.priceMinor,
        10,
        0,
        stamp,
        stamp,
      ]),
    );
    const firstOrderId = await nextId(writer, 'sales_orders');
    for (let start = 0; start < size.orders; start += CHUNK_ROWS) {
      const orderRows: unknown[][] = [];
      const lineRows: unknown[][] = [];
      for (let index = start; index < Math.min(start + CHUNK_ROWS, size.orders); index++) {
        const id = firstOrderId + index;
        const campaign = campaigns[Math.floor(random() * campaigns.length)]!;
        const item =
          items[
            (campaign.id - campaignId) * ITEMS_PER_CAMPAIGN +
              Math.floor(random() * ITEMS_PER_CAMPAIGN)
          ]!;
        const quantity = 1 + Math.floor(random() * 3);
        const total = quantity * item.priceMinor;
        const buyer =
          index < EMPLOYEE_ORDERS ? employee.id : buyers[Math.floor(random() * buyers.length)]!;
        const at = new Date(campaign.start + random() * (campaign.end - campaign.start));
        orderRows.push([
          id,
          campaign.id,
          buyer,
          'building',
          building.id,
          total,
          0,
          total,
          at.toISOString(),
        ]);
        lineRows.push([id, item.id, quantity, item.priceMinor, 0]);
      }
      await writer.insert(
        'sales_orders',
        [
          'id',
          'campaign_id',
          'employee_id',
          'delivery',
          'building_id',
          'items_total_minor',
          'shipping_total_minor',
          'total_minor',
          'created_at',
        ],
        orderRows,
      );
      await writer.insert(
        'sales_order_items',
        ['order_id', 'item_id', 'quantity', 'unit_price_minor', 'shipping_price_minor'],
        lineRows,
      );
    }
    await writer.query(
      `update sales_items set stock_quantity = quantity - (select coalesce(sum(quantity), 0)
         from sales_order_items where item_id = sales_items.id) where id >= ?`,
      [itemId],
    );
    return size.orders;
  },
};

const BENEFIT_KINDS = ['Restaurante', 'Gimnasio', 'Óptica', 'Librería', 'Hotel', 'Clínica'];

/**
 * Benefits in the demo categories, each with a web link; one in ten with a discount valid this
 * month.
 */
const benefits: Generator = {
  name: 'benefits',
  async generate(writer, size) {
    const random = mulberry32(5_000);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const categories = (
      await writer.query<{ id: number }>('select id from benefit_categories')
    ).map((r) => Number(r.id));
    const linkTypes = (await writer.query<{ id: number }>('select id from benefit_link_types')).map(
      (r) => Number(r.id),
    );
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

/** Referrals of the demo `employee`, so their list reads a full page (size 100 at most). */
const EMPLOYEE_REFERRALS = 60;
/** Where referrals end, most of them: one in ten is still in progress. */
const FINAL_STATUSES = ['hired', 'not_hired', 'not_hired', 'not_hired'] as const;
const ACTIVE = ['received', 'in_review', 'interviewed'] as const;

/**
 * Referrals over the past two years by the generated employees (and a few by `employee`), for the
 * seeded positions at one of their locations, each with the history row of its reception. Every
 * candidate is a different person, so the one-in-progress rule always holds.
 */
const referrals: Generator = {
  name: 'referrals',
  async generate(writer, size) {
    const random = mulberry32(100_001);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const referrers = (
      await writer.query<{ id: number; badge: string }>(
        `select id, badge from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => ({ id: Number(r.id), badge: r.badge }));
    const [employee] = await writer.query<{ id: number; badge: string }>(
      `select id, badge from employees where username = 'employee'`,
    );
    const openings = (
      await writer.query<{ position_id: number; location_id: number }>(
        'select position_id, location_id from referral_position_locations',
      )
    ).map((r) => ({ position: Number(r.position_id), location: Number(r.location_id) }));
    if (referrers.length === 0 || !employee || openings.length === 0) {
      throw new Error('referrals: the employees and the demo positions come first');
    }
    const now = Date.now();
    const firstId = await nextId(writer, 'referrals');
    for (let start = 0; start < size.referrals; start += CHUNK_ROWS) {
      const rows: unknown[][] = [];
      const history: unknown[][] = [];
      for (let index = start; index < Math.min(start + CHUNK_ROWS, size.referrals); index++) {
        const id = firstId + index;
        const referrer =
          index < EMPLOYEE_REFERRALS
            ? { id: Number(employee.id), badge: employee.badge }
            : pick(referrers);
        const opening = pick(openings);
        const created = new Date(now - Math.floor(random() * 730 * DAY_MS));
        const status = index % 10 === 0 ? pick(ACTIVE) : pick(FINAL_STATUSES);
        const firstName = pick(firstNames);
        const createdAt = created.toISOString();
        rows.push([
          id,
          referrer.id,
          referrer.badge,
          String(900_000_000 + index),
          firstName,
          '',
          pick(lastNames),
          pick(lastNames),
          '88880000',
          '',
          `candidato.${index}@correo.example.com`,
          '',
          '',
          pick(['A2', 'B1', 'B2', 'C1']),
          0,
          'highSchool',
          '',
          'payroll',
          1,
          0,
          'onSite',
          null,
          'BAF-2026-Q4',
          opening.location,
          opening.position,
          null,
          status,
          createdAt,
          createdAt,
        ]);
        history.push([id, null, 'received', '', referrer.id, createdAt]);
      }
      await writer.insert(
        'referrals',
        [
          'id',
          'referrer_id',
          'badge',
          'identification_number',
          'first_name',
          'second_name',
          'last_name',
          'second_last_name',
          'phone',
          'personal_phone',
          'candidate_email',
          'personal_email',
          'candidate_profile',
          'english_level',
          'is_external_reference',
          'academic_grade',
          'others_details',
          'payment_method',
          'is_resume_active',
          'is_resume_required',
          'work_type',
          'resume_url',
          'promotional_code',
          'location',
          'position_id',
          'resume_file_id',
          'status',
          'created_at',
          'status_changed_at',
        ],
        rows,
      );
      await writer.insert(
        'referral_status_changes',
        ['referral_id', 'from_status', 'to_status', 'note', 'changed_by', 'changed_at'],
        history,
      );
    }
    return size.referrals;
  },
};

const GROWTH_AREAS = ['Operaciones', 'Calidad', 'Capacitación', 'Recursos Humanos', 'TI'];
const GROWTH_LOCATIONS = ['Heredia', 'San José', 'Escazú', 'Cartago', 'Liberia'];
const GROWTH_STATUSES = ['submitted', 'in_review', 'interview', 'selected', 'not_selected'];

/**
 * Growth openings published over the past year (four in five active, one in ten already closed)
 * and applications of the generated employees to them, each employee at most once per opening;
 * every application points at one stored résumé (the list reads never open it).
 */
const growth: Generator = {
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
    const applicants = (
      await writer.query<{ id: number }>(
        `select id from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => Number(r.id));
    // Employee i applies to openings i, i+1, … in turn: no pair repeats while the applications
    // per employee stay below the number of openings.
    for (let start = 0; start < size.applications; start += CHUNK_ROWS) {
      const rows: unknown[][] = [];
      for (let index = start; index < Math.min(start + CHUNK_ROWS, size.applications); index++) {
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

const PAYSLIP_COLUMNS = [
  'employee_id',
  'period_start',
  'period_end',
  'pay_date',
  'gross_minor',
  'deductions_minor',
  'net_minor',
  'lines',
] as const;

/** Payslip variants per salary band: the rows reuse them so the lines' JSON is made once. */
const PAYSLIP_VARIANTS = 16;

/**
 * Payroll: 24 quincenas of payslips for every generated employee (100,000 × 24 at scale), ending
 * with the last period paid, as the demo seed makes them; the lines are a few precomputed
 * variants per salary band (kept short: only the lines that are not zero).
 */
const payslips: Generator = {
  name: 'payslips',
  async generate(writer) {
    const random = mulberry32(2_400_000);
    const periods = paidPeriods(calendarDay());
    const variants = MONTHLY_BASES.map((base) =>
      Array.from({ length: PAYSLIP_VARIANTS }, () => payslipOf(base, extrasOf(random, base))),
    );
    const people = (
      await writer.query<{ id: number }>(
        `select id from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => Number(r.id));
    const perChunk = Math.max(1, Math.floor(CHUNK_ROWS / periods.length));
    for (let start = 0; start < people.length; start += perChunk) {
      const rows: unknown[][] = [];
      for (const employeeId of people.slice(start, start + perChunk)) {
        const band = variants[employeeId % variants.length]!;
        for (const period of periods) {
          const row = payslipRow(employeeId, period, band[Math.floor(random() * band.length)]!);
          rows.push(PAYSLIP_COLUMNS.map((column) => row[column]));
        }
      }
      await writer.insert('payslips', PAYSLIP_COLUMNS, rows);
    }
    return people.length * periods.length;
  },
};

/** Professionals the scale data set adds, 10 to a building, each with the seed's weekly windows. */
const SCALE_PROFESSIONALS = 200;
const PROFESSIONALS_PER_BUILDING = 10;
const SCALE_SPECIALTIES = ['general', 'nutrition', 'psychology', 'occupational'] as const;
/** A day's slots of the seed's windows (08:00–12:00 and 13:00–16:00 by 30 minutes). */
const DAY_SLOTS = [...slotsBetween('08:00', '12:00', 30), ...slotsBetween('13:00', '16:00', 30)];

/**
 * Medical appointments: 200 professionals in 20 more open buildings with Monday–Friday windows
 * from two months back to two months ahead, and one appointment per generated employee on their
 * slots (attended when past, booked when to come): the free-slot read of one building and the
 * booking check stay on the (professional, day, start) index however many there are.
 */
const appointments: Generator = {
  name: 'appointments',
  async generate(writer) {
    const at = new Date().toISOString();
    const today = calendarDay();
    const from = addDays(today, -60);
    const to = addDays(today, 60);
    const firstBuilding = await nextId(writer, 'medical_buildings');
    const firstProfessional = await nextId(writer, 'medical_professionals');
    const buildings = SCALE_PROFESSIONALS / PROFESSIONALS_PER_BUILDING;
    await writer.insert(
      'medical_buildings',
      ['id', 'name', 'open', 'active', 'created_at', 'updated_at'],
      Array.from({ length: buildings }, (_, i) => [
        firstBuilding + i,
        `Clínica escala ${i + 1}`,
        1,
        1,
        at,
        at,
      ]),
    );
    const professionals = Array.from(
      { length: SCALE_PROFESSIONALS },
      (_, i) => firstProfessional + i,
    );
    await writer.insert(
      'medical_professionals',
      ['id', 'name', 'specialty', 'building_id', 'email', 'active', 'created_at', 'updated_at'],
      professionals.map((id, i) => [
        id,
        `Profesional escala ${i + 1}`,
        SCALE_SPECIALTIES[i % SCALE_SPECIALTIES.length],
        firstBuilding + Math.floor(i / PROFESSIONALS_PER_BUILDING),
        `profesional.${i + 1}@${EMAIL_DOMAIN}`,
        1,
        at,
        at,
      ]),
    );
    await writer.insert(
      'medical_availability',
      [
        'professional_id',
        'weekday',
        'start_time',
        'end_time',
        'slot_minutes',
        'valid_from',
        'valid_to',
      ],
      professionals.flatMap((id) =>
        [1, 2, 3, 4, 5].flatMap((weekday) => [
          [id, weekday, '08:00', '12:00', 30, from, to],
          [id, weekday, '13:00', '16:00', 30, from, to],
        ]),
      ),
    );
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
    const people = (
      await writer.query<{ id: number }>(
        `select id from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => Number(r.id));
    // Employee i: professional i mod 200, the (i div 200)-th slot of that professional: no slot twice.
    const slotsPerProfessional = days.length * DAY_SLOTS.length;
    const booked = people.slice(0, SCALE_PROFESSIONALS * slotsPerProfessional);
    for (let start = 0; start < booked.length; start += CHUNK_ROWS) {
      const rows = booked.slice(start, start + CHUNK_ROWS).map((employeeId, offset) => {
        const index = start + offset;
        const professional = index % SCALE_PROFESSIONALS;
        const slotIndex = Math.floor(index / SCALE_PROFESSIONALS);
        const day = days[Math.floor(slotIndex / DAY_SLOTS.length)]!;
        const slot = DAY_SLOTS[slotIndex % DAY_SLOTS.length]!;
        const past = day < today;
        return [
          employeeId,
          professionals[professional],
          firstBuilding + Math.floor(professional / PROFESSIONALS_PER_BUILDING),
          day,
          slot.start,
          slot.end,
          'onSite',
          null,
          '',
          '00000000',
          '00000000',
          past ? 'attended' : 'booked',
          at,
          at,
          null,
          null,
          past ? at : null,
        ];
      });
      await writer.insert(
        'appointments',
        [
          'employee_id',
          'professional_id',
          'building_id',
          'date',
          'start_time',
          'end_time',
          'mode',
          'request_type_id',
          'reason',
          'phone1',
          'phone2',
          'status',
          'created_at',
          'updated_at',
          'cancelled_at',
          'cancelled_by',
          'attended_at',
        ],
        rows,
      );
    }
    return SCALE_PROFESSIONALS + booked.length;
  },
};

/** Lines of business of the scale accounts, and cost centres of each. */
const SCALE_LOBS = 1_000;
const COST_CENTERS_PER_LOB = 4;
const SCALE_COURSES = 1_000;

/**
 * Extracurricular reference data: 10 more accounts with 1,000 lines of business and 4,000 cost
 * centres, 1,000 catalogue courses (every tenth inactive) and every generated employee registered
 * as a student: the admin lists page, sort and search them in SQL.
 */
const extracurricular: Generator = {
  name: 'extracurricular',
  async generate(writer) {
    const at = new Date().toISOString();
    const firstAccount = await nextId(writer, 'client_accounts');
    const firstLob = await nextId(writer, 'lines_of_business');
    const accounts = 10;
    await writer.insert(
      'client_accounts',
      ['id', 'name', 'active'],
      Array.from({ length: accounts }, (_, i) => [firstAccount + i, `Cuenta escala ${i + 1}`, 1]),
    );
    await writer.insert(
      'lines_of_business',
      ['id', 'account_id', 'name', 'active', 'modified_by', 'created_at', 'updated_at'],
      Array.from({ length: SCALE_LOBS }, (_, i) => [
        firstLob + i,
        firstAccount + (i % accounts),
        `Línea escala ${i + 1}`,
        1,
        'scale',
        at,
        at,
      ]),
    );
    await writer.insert(
      'cost_centers',
      ['code', 'name', 'lob_id'],
      Array.from({ length: SCALE_LOBS * COST_CENTERS_PER_LOB }, (_, i) => [
        `ESC-${i + 1}`,
        `Centro escala ${i + 1}`,
        firstLob + Math.floor(i / COST_CENTERS_PER_LOB),
      ]),
    );
    await writer.insert(
      'courses',
      ['name', 'enable_enrol', 'active', 'created_at', 'updated_at'],
      Array.from({ length: SCALE_COURSES }, (_, i) => [
        `Curso escala ${i + 1}`,
        i % 3 === 0 ? 0 : 1,
        i % 10 === 0 ? 0 : 1,
        at,
        at,
      ]),
    );
    const people = await writer.query<{ id: number; full_name: string; email: string }>(
      `select id, full_name, email from employees where username like 'scale.%' order by id`,
    );
    for (let start = 0; start < people.length; start += CHUNK_ROWS) {
      await writer.insert(
        'course_students',
        ['employee_id', 'name', 'email', 'created_at', 'updated_at'],
        people
          .slice(start, start + CHUNK_ROWS)
          .map((person) => [Number(person.id), person.full_name, person.email, at, at]),
      );
    }
    return accounts + SCALE_LOBS * (1 + COST_CENTERS_PER_LOB) + SCALE_COURSES + people.length;
  },
};

const SCALE_GROUPS = 2_000;
const COURSE_ENROLLMENT_COLUMNS = [
  'definition_id',
  'employee_id',
  'status',
  'enrolled_at',
  'withdrawn_at',
  'modified_by',
  'updated_at',
] as const;

/**
 * Course groups over the scale courses: 2,000 definitions (one in ten open, the rest closed,
 * finished or drafts), one in five only for a line of business and one in seven for a position,
 * and one past enrolment of each generated employee (finished or withdrawn): the catalogue's
 * audience rule and seat counts stay on their indexes however many groups and enrolments there are.
 */
const courseGroups: Generator = {
  name: 'course groups and enrolments',
  async generate(writer) {
    const random = mulberry32(3_500);
    const courses = await writer.query<{ id: number }>(
      `select id from courses where name like 'Curso escala %' and active = 1 order by id`,
    );
    const rooms = await writer.query<{ id: number }>(
      `select id from course_rooms where active = 1 and virtual = 0 order by id`,
    );
    const lobs = await writer.query<{ id: number }>(`select id from lines_of_business order by id`);
    const positions = await writer.query<{ id: number }>(
      `select id from job_positions order by id`,
    );
    const people = await writer.query<{ id: number }>(
      `select id from employees where username like 'scale.%' order by id`,
    );
    if (courses.length === 0 || rooms.length === 0 || positions.length === 0)
      throw new Error('course groups: the scale courses and the demo rooms come first');
    const first = await nextId(writer, 'course_definitions');
    const today = new Date().toISOString().slice(0, 10);
    const at = new Date().toISOString();
    const shift = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const statusOf = (i: number) => (i % 10 === 0 ? 2 : i % 10 < 3 ? 3 : i % 10 < 9 ? 4 : 1);
    await writer.insert(
      'course_definitions',
      [
        'id',
        'course_id',
        'room_id',
        'instructor_id',
        'start_date',
        'end_date',
        'start_time',
        'end_time',
        'days',
        'quota',
        'status_id',
        'active',
        'mail_instructor',
        'url_session',
        'description',
        'filter',
        'view_quota',
        'modified_by',
        'created_at',
        'updated_at',
      ],
      Array.from({ length: SCALE_GROUPS }, (_, i) => {
        const status = statusOf(i);
        const start = status === 4 ? -120 - (i % 200) : -10 + (i % 30);
        return [
          first + i,
          courses[i % courses.length]!.id,
          rooms[i % rooms.length]!.id,
          null,
          shift(start),
          shift(start + 60),
          '17:00',
          '18:30',
          i % 2 ? '1,3' : '2,4',
          100,
          status,
          1,
          null,
          null,
          `Grupo escala ${i + 1}`,
          '',
          1,
          'scale',
          at,
          at,
        ];
      }),
    );
    const restricted = Array.from({ length: SCALE_GROUPS }, (_, i) => i).filter((i) => i % 5 === 0);
    await writer.insert(
      'definition_lobs',
      ['definition_id', 'lob_id'],
      restricted.map((i) => [first + i, lobs[i % lobs.length]!.id]),
    );
    await writer.insert(
      'definition_positions',
      ['definition_id', 'position_id'],
      Array.from({ length: SCALE_GROUPS }, (_, i) => i)
        .filter((i) => i % 7 === 0)
        .map((i) => [first + i, positions[i % positions.length]!.id]),
    );
    // Past enrolments only: finished groups keep theirs, withdrawn ones free their seat.
    const finished = Array.from({ length: SCALE_GROUPS }, (_, i) => i).filter(
      (i) => statusOf(i) === 4,
    );
    for (let start = 0; start < people.length; start += CHUNK_ROWS) {
      await writer.insert(
        'course_enrollments',
        COURSE_ENROLLMENT_COLUMNS,
        people.slice(start, start + CHUNK_ROWS).map((person) => {
          const withdrawn = random() < 0.3;
          const group = withdrawn
            ? Math.floor(random() * SCALE_GROUPS)
            : finished[Math.floor(random() * finished.length)]!;
          return [
            first + group,
            Number(person.id),
            withdrawn ? 'withdrawn' : 'enrolled',
            at,
            withdrawn ? at : null,
            'scale',
            at,
          ];
        }),
      );
    }
    return SCALE_GROUPS + restricted.length + people.length;
  },
};

/**
 * Cafeteria invoices of the past year spread over the generated employees, one line each, all
 * deducted on their half month's pay date but the last fortnight's (pending): the ERP's "my
 * invoices" read stays on its (employee, status, issued_at) index however many there are.
 */
const cafeteria: Generator = {
  name: 'cafeteria invoices',
  async generate(writer, size) {
    const random = mulberry32(3_000);
    const eaters = (
      await writer.query<{ id: number }>(
        `select id from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => Number(r.id));
    const prices = await writer.query<{
      id: number;
      cafeteria_id: number;
      price_minor: number;
      name: string;
    }>(
      `select p.id, p.cafeteria_id, p.price_minor, pr.name
         from cafeteria_prices p join cafeteria_products pr on pr.id = p.product_id order by p.id`,
    );
    if (eaters.length === 0 || prices.length === 0) {
      throw new Error('cafeteria: the employees and the demo menu come first');
    }
    const now = Date.now();
    const firstId = await nextId(writer, 'cafeteria_invoices');
    for (let start = 0; start < size.cafeteriaInvoices; start += CHUNK_ROWS) {
      const invoices: unknown[][] = [];
      const lines: unknown[][] = [];
      for (
        let index = start;
        index < Math.min(start + CHUNK_ROWS, size.cafeteriaInvoices);
        index++
      ) {
        const id = firstId + index;
        const price = prices[Math.floor(random() * prices.length)]!;
        const quantity = 1 + Math.floor(random() * 2);
        const issued = new Date(now - Math.floor(random() * 365 * DAY_MS));
        const day = issued.toISOString().slice(0, 10);
        const pending = now - issued.getTime() < 14 * DAY_MS;
        const payDay =
          Number(day.slice(8)) <= 15
            ? `${day.slice(0, 8)}15`
            : new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0))
                .toISOString()
                .slice(0, 10);
        const total = Number(price.price_minor) * quantity;
        invoices.push([
          id,
          `FC-${day.slice(0, 4)}-${String(id).padStart(6, '0')}`,
          eaters[index % eaters.length]!,
          price.cafeteria_id,
          issued.toISOString(),
          pending ? 'pending' : 'deducted',
          total,
          pending ? null : payDay,
        ]);
        lines.push([id, price.id, price.name, quantity, price.price_minor, total]);
      }
      await writer.insert(
        'cafeteria_invoices',
        [
          'id',
          'invoice_number',
          'employee_id',
          'cafeteria_id',
          'issued_at',
          'status',
          'total_minor',
          'deducted_on',
        ],
        invoices,
      );
      await writer.insert(
        'cafeteria_invoice_lines',
        ['invoice_id', 'price_id', 'product', 'quantity', 'unit_price_minor', 'total_minor'],
        lines,
      );
    }
    return size.cafeteriaInvoices * 2;
  },
};

const SCHEDULE_REQUEST_COLUMNS = [
  'employee_id',
  'status',
  'problem_id',
  'reason_id',
  'schedule_id',
  'start_date',
  'final_date',
  'type',
  'custom_times',
  'total_minutes',
  'employee_email',
  'employee_name',
  'network_login',
  'image_file_id',
  'decision_note',
  'created_at',
  'status_changed_at',
] as const;

/**
 * Schedule change: every generated employee's current schedule (one of those offered to all) and
 * one settled request each over the past year (approved or rejected), plus 50 of `employee`'s:
 * GetAgendas and the chat-bot lookup stay on their indexes however many there are.
 */
const schedules: Generator = {
  name: 'schedules and schedule requests',
  async generate(writer) {
    const random = mulberry32(3_100);
    const people = await writer.query<{
      id: number;
      username: string;
      email: string;
      full_name: string;
    }>(
      `select id, username, email, full_name from employees where username like 'scale.%' or username = 'employee' order by id`,
    );
    const offered = (
      await writer.query<{ id: number }>(
        `select id from work_schedules where account is null and permanent = 1 order by id`,
      )
    ).map((r) => Number(r.id));
    if (people.length === 0 || offered.length === 0)
      throw new Error('schedules: the employees and the demo schedules come first');
    const now = Date.now();
    const at = new Date(now).toISOString();
    const generated = people.filter((person) => person.username !== 'employee');
    for (let start = 0; start < generated.length; start += CHUNK_ROWS) {
      const chunk = generated.slice(start, start + CHUNK_ROWS);
      await writer.insert(
        'employee_schedules',
        ['employee_id', 'schedule_id', 'since', 'updated_at'],
        chunk.map((person, index) => [
          person.id,
          offered[(start + index) % offered.length],
          '2024-01-01',
          at,
        ]),
      );
    }
    const employee = people.find((person) => person.username === 'employee')!;
    const authors = [...generated, ...Array.from({ length: 50 }, () => employee)];
    for (let start = 0; start < authors.length; start += CHUNK_ROWS) {
      const rows = authors.slice(start, start + CHUNK_ROWS).map((person) => {
        const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
        const approved = random() < 0.7;
        return [
          person.id,
          approved ? 'approved' : 'rejected',
          1,
          4,
          offered[Math.floor(random() * offered.length)],
          created.slice(0, 10),
          '2099-12-31',
          'Agenda',
          null,
          40 * 60,
          person.email,
          person.full_name,
          person.username,
          null,
          approved ? '' : 'Sin cupo en el turno.',
          created,
          created,
        ];
      });
      await writer.insert('schedule_change_requests', SCHEDULE_REQUEST_COLUMNS, rows);
    }
    return generated.length + authors.length;
  },
};

const TRANSPORT_REQUEST_COLUMNS = [
  'employee_id',
  'route_id',
  'stop_id',
  'direction',
  'status',
  'start_date',
  'note',
  'decision_note',
  'created_at',
  'status_changed_at',
] as const;

/**
 * Transportation: a home for every generated employee and one settled seat request each over the
 * past year (rejected or cancelled, so the demo routes keep their seats): the routes near home
 * count each route's open requests on their index however many settled ones there are.
 */
const transportation: Generator = {
  name: 'homes and seat requests',
  async generate(writer) {
    const random = mulberry32(3_400);
    const people = await writer.query<{ id: number }>(
      `select id from employees where username like 'scale.%' order by id`,
    );
    const stops = await writer.query<{ id: number; route_id: number; direction: string }>(
      `select s.id, s.route_id, r.direction from transport_stops s
         join transport_routes r on r.id = s.route_id order by s.id`,
    );
    if (people.length === 0 || stops.length === 0)
      throw new Error('transportation: the employees and the demo routes come first');
    const now = Date.now();
    const at = new Date(now).toISOString();
    for (let start = 0; start < people.length; start += CHUNK_ROWS) {
      const chunk = people.slice(start, start + CHUNK_ROWS);
      await writer.insert(
        'employee_homes',
        ['employee_id', 'district_code', 'address', 'created_at', 'updated_at'],
        chunk.map((person, index) => [
          person.id,
          HOME_DISTRICTS[(start + index) % HOME_DISTRICTS.length],
          'Del parque 100 m al norte',
          at,
          at,
        ]),
      );
      await writer.insert(
        'transport_requests',
        TRANSPORT_REQUEST_COLUMNS,
        chunk.map((person) => {
          const stop = stops[Math.floor(random() * stops.length)]!;
          const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
          const rejected = random() < 0.3;
          return [
            person.id,
            stop.route_id,
            stop.id,
            stop.direction,
            rejected ? 'rejected' : 'cancelled',
            created.slice(0, 10),
            '',
            rejected ? 'La ruta está completa.' : '',
            created,
            created,
          ];
        }),
      );
    }
    return people.length * 2;
  },
};

/** The scale data set, one generator per table group, in this order. */
const generators: Generator[] = [
  employees,
  orders,
  benefits,
  referrals,
  growth,
  payslips,
  cafeteria,
  schedules,
  appointments,
  transportation,
  extracurricular,
  courseGroups,
];

const placeholders = (columns: number, rows: number, numbered: boolean) => {
  let next = 1;
  const row = () =>
    `(${Array.from({ length: columns }, () => (numbered ? `$${next++}` : '?')).join(', ')})`;
  return Array.from({ length: rows }, row).join(', ');
};

/** SQLite: WAL and synchronous=OFF while loading, prepared multi-row statements, one transaction. */
function sqliteWriter(file: string) {
  const db = new SQLite(file);
  // The search indexes' triggers fold what is written (db/text.ts).
  registerSqliteFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const MAX_VARIABLES = 32_766;
  db.exec('begin');
  const writer: BulkWriter = {
    async insert(table, columns, rows) {
      const perStatement = Math.floor(MAX_VARIABLES / columns.length);
      const prefix = `insert into ${table} (${columns.join(', ')}) values `;
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        db.prepare(prefix + placeholders(columns.length, batch.length, false)).run(batch.flat());
      }
    },
    async query<R>(statement: string, parameters: readonly unknown[] = []) {
      const prepared = db.prepare(statement);
      if (!prepared.reader) {
        prepared.run(parameters);
        return [];
      }
      return prepared.all(parameters) as R[];
    },
  };
  return {
    writer,
    close: async () => {
      // AUTOINCREMENT keeps track of explicit ids itself (sqlite_sequence).
      if (db.inTransaction) db.exec('commit');
      db.close();
    },
  };
}

/**
 * PostgreSQL: multi-row INSERTs inside one transaction, then VACUUM ANALYZE as autovacuum would
 * after so many inserts: statistics for the planner, and the visibility map without which an
 * index-only scan (a count along an index) still reads every row from the table.
 */
async function postgresWriter(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const MAX_PARAMETERS = 65_535;
  const explicitIds = new Set<string>();
  const writer: BulkWriter = {
    async insert(table, columns, rows) {
      if (columns.includes('id' as never)) explicitIds.add(table);
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      const prefix = `insert into ${table} (${columns.join(', ')}) values `;
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        await client.query(prefix + placeholders(columns.length, batch.length, true), batch.flat());
      }
    },
    async query<R>(statement: string, parameters: readonly unknown[] = []) {
      let next = 1;
      const numbered = statement.replace(/\?/g, () => `$${next++}`);
      return (await client.query(numbered, [...parameters])).rows as R[];
    },
  };
  return {
    writer,
    close: async () => {
      // Identity columns do not move past explicit ids: the API's next insert would collide.
      for (const table of explicitIds) {
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      await client.query('commit');
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}

/** Grows a migrated, seeded database (`sqlite:<file>` or `postgres://…`) with every generator. */
export async function growDatabase(
  databaseUrl: string,
  size: ScaleSize,
  progress: (line: string) => void,
): Promise<void> {
  const { writer, close } = /^postgres(ql)?:\/\//.test(databaseUrl)
    ? await postgresWriter(databaseUrl)
    : sqliteWriter(databaseUrl.replace(/^sqlite:/, ''));
  try {
    for (const generator of generators) {
      const started = Date.now();
      const count = await generator.generate(writer, size);
      progress(
        `${generator.name}: ${count.toLocaleString('en-US')} rows in ${Date.now() - started} ms`,
      );
    }
  } finally {
    await close();
  }
}
