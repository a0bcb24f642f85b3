import type { MessageTree } from '../../i18n/moduleMessages';

/** Who read my records: the person's list of reads of their records by someone else. */
export const es: MessageTree = {
  privacyReads: {
    title: 'Quién leyó mis registros',
    intro:
      'Cada vez que otra persona (el personal médico, quien aprueba sus solicitudes, quien administra un programa) lee sus registros, queda anotado aquí: quién, con qué rol, qué, cuándo y desde qué pantalla.',
    line: '%{reader} leyó: %{what}',
    roles: 'como %{roles}',
    screen: 'desde %{screen}',
    loading: 'Cargando quién leyó sus registros',
    empty: 'Nadie más ha leído sus registros.',
    pages: 'Páginas de lecturas',
  },
};
