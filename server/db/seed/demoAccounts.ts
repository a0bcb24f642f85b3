/** Sign-in accounts of the demo data set (password = user name), with their roles. */
export const demoAccounts = [
  { username: 'admin', firstName: 'Adriana', lastName: 'Solís Mora', roles: ['System_Admin'] },
  {
    username: 'employee',
    firstName: 'Esteban',
    lastName: 'Vargas Rojas',
    roles: [
      'LSS_User',
      'PD_User',
      'payroll_User',
      'AssetsSale_User',
      'Benefits_User',
      'Raft_User',
      'Newsletters_User',
    ],
  },
  { username: 'newhire', firstName: 'Natalia', lastName: 'Quesada Brenes', roles: [] },
  {
    username: 'benefits.owner',
    firstName: 'Beatriz',
    lastName: 'Chaves Araya',
    roles: ['Benefits_Owner'],
  },
  {
    username: 'sales.owner',
    firstName: 'Sergio',
    lastName: 'Alvarado Castro',
    roles: ['AssetsSale_Owner'],
  },
  {
    username: 'raft.owner',
    firstName: 'Rafael',
    lastName: 'Jiménez Campos',
    roles: ['Raft_Owner'],
  },
  {
    username: 'growth.owner',
    firstName: 'Graciela',
    lastName: 'Montero Villalobos',
    roles: ['Growth_Owner'],
  },
  { username: 'home.owner', firstName: 'Hilda', lastName: 'Ramírez Segura', roles: ['Home_Owner'] },
  {
    username: 'news.owner',
    firstName: 'Nelson',
    lastName: 'Calderón Ulate',
    roles: ['Newsletters_Owner'],
  },
  { username: 'pd.owner', firstName: 'Paula', lastName: 'Madrigal Soto', roles: ['PD_Owner'] },
  { username: 'lss.owner', firstName: 'Leonardo', lastName: 'Cordero Arias', roles: ['LSS_Owner'] },
  /** Supervises `employee` and `newhire`: approves their requests without an owner role. */
  {
    username: 'supervisor',
    firstName: 'Silvia',
    lastName: 'Méndez Porras',
    roles: ['LSS_User', 'PD_User'],
  },
  {
    username: 'reimbursement.owner',
    firstName: 'Ricardo',
    lastName: 'Fallas Quirós',
    roles: ['Reimbursement_Owner'],
  },
  /** Runs the cafeterias' price list and the register of certificates; reads only their own pay. */
  {
    username: 'payroll.owner',
    firstName: 'Patricia',
    lastName: 'Barquero León',
    roles: ['Payroll_Owner'],
  },
  /** The company's doctor: buildings, availability, campaigns, appointments, medical records. */
  {
    username: 'medical.staff',
    firstName: 'Mónica',
    lastName: 'Salazar Quirós',
    roles: ['Medical_Staff'],
  },
  /** Keeps the schedules agents choose from and decides their schedule-change requests. */
  {
    username: 'workforce.planner',
    firstName: 'Walter',
    lastName: 'Fallas Cordero',
    roles: ['Workforce_Planner'],
  },
  /** Keeps the extracurricular reference data, its administrators and the course pages' messages. */
  {
    username: 'extracurricular.admin',
    firstName: 'Elena',
    lastName: 'Mora Castillo',
    roles: ['Extracurricular_Admin'],
  },
  /** An MLT admin: an instructor who runs extracurricular courses. */
  {
    username: 'mlt.admin',
    firstName: 'Mauricio',
    lastName: 'Jiménez Arce',
    roles: ['Extracurricular_MLT'],
  },
  /** Keeps the shuttle routes and their stops and decides the seat requests. */
  {
    username: 'transport.coordinator',
    firstName: 'Tatiana',
    lastName: 'Rojas Villalobos',
    roles: ['Transport_Coordinator'],
  },
  /**
   * HR's administrator of the workforce: imports people from a CSV file and administers the
   * employees. Added after the others with a birthday of its own, so the generated colleagues'
   * names and birthdays stay those of earlier seeds.
   */
  {
    username: 'workforce.admin',
    firstName: 'Wendy',
    lastName: 'Arias Solano',
    roles: ['Workforce_Admin'],
    birthday: '1986-09-23',
  },
] as const;

/** A deactivated employee who still has a sign-in account: the provider turns them away. */
export const deactivatedDemoAccount = {
  username: 'former',
  badge: '109001',
  firstName: 'Fernando',
  lastName: 'Brenes Solano',
  birthday: '1980-06-15',
} as const;

const demoUsernames = new Set<string>(demoAccounts.map((account) => account.username));

/** Whether the seed generated this employee: a colleague, not one of the demo accounts. */
export const isGeneratedColleague = (employee: { username: string }): boolean =>
  !demoUsernames.has(employee.username);

/**
 * The authors a seed's demo records name among `employees` (in id order): a demo account by its
 * user name, or the n-th active generated colleague.
 */
export function demoAuthors<E extends { username: string; active: number }>(
  employees: readonly E[],
): { byUsername: Map<string, E>; authorOf: (who: string | number) => E | undefined } {
  const byUsername = new Map(employees.map((employee) => [employee.username, employee]));
  const colleagues = employees.filter(
    (employee) => employee.active === 1 && isGeneratedColleague(employee),
  );
  return {
    byUsername,
    authorOf: (who) => (typeof who === 'string' ? byUsername.get(who) : colleagues[who]),
  };
}
