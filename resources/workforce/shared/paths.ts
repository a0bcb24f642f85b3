/** The workforce's pages, named once for the manifest, its links and forms. */
export const EMPLOYEE_LIST = '/Personal/Colaboradores';
export const EMPLOYEE_FORM = '/Personal/Colaboradores/form';
export const EMPLOYEE_IMPORT = '/Personal/Importar';
