/** The portal's modules and the roles each one grants (SPEC §1 and §6). */
export const moduleCatalogue = [
  { code: 'LSS', name: 'LSS', roles: ['LSS_User', 'LSS_Owner'] },
  { code: 'CONFIGURATION', name: 'Configuration', roles: ['System_Admin'] },
  { code: 'PERSONAL_DAYS', name: 'Personal Days', roles: ['PD_User', 'PD_Owner'] },
  { code: 'PAYROLL', name: 'Payroll', roles: ['payroll_User'] },
  { code: 'ASSETS_SALE', name: 'Venta de Activos', roles: ['AssetsSale_User', 'AssetsSale_Owner'] },
  { code: 'BENEFITS', name: 'Benefits', roles: ['Benefits_User', 'Benefits_Owner'] },
  { code: 'RAFT', name: 'Bring a friend', roles: ['Raft_User', 'Raft_Owner'] },
  { code: 'HOME', name: 'Settings / Home', roles: ['Home_Owner'] },
  { code: 'NEWSLETTERS', name: 'Newsletters', roles: ['Newsletters_User', 'Newsletters_Owner'] },
  { code: 'GROWTH', name: 'Growth opportunities', roles: [] },
  { code: 'REIMBURSEMENT', name: 'Educational reimbursement', roles: [] },
  { code: 'EXTRACURRICULAR', name: 'Extracurricular courses', roles: [] },
  { code: 'APPOINTMENTS', name: 'Medical appointments', roles: [] },
  { code: 'SCHEDULE', name: 'Schedule change', roles: [] },
  { code: 'CERTIFICATES', name: 'Certificates', roles: [] },
  { code: 'PERMISSIONS', name: 'Permissions', roles: [] },
] as const;
