import type { en } from './en';

/** Newsletters: the readers' page and the owners' screens. */
export const es: typeof en = {
  newsletters: {
    title: 'Boletines',
    status: {
      draft: 'Borrador',
      scheduled: 'Programado',
      current: 'Vigente',
      expired: 'Vencido',
    },
    home: {
      subtitle: 'Noticias y comunicados de la empresa',
      manage: 'Administrar boletines',
      empty: 'No hay boletines vigentes por ahora.',
      error: 'No se pudieron cargar los boletines. Intente más tarde.',
      read: 'Leer «%{title}»',
      pages: 'Páginas de boletines',
    },
    reader: {
      close: 'Cerrar',
      notFound: 'Este boletín ya no está disponible.',
      window: 'Publicado del %{start} al %{end}',
    },
    section: { all: 'Ver todos' },
    list: {
      title: 'Administrar boletines',
      create: 'Nuevo boletín',
      edit: 'Editar «%{title}»',
      delete: 'Eliminar «%{title}»',
      confirmDelete: '¿Eliminar el boletín «%{title}»? Esta acción no se puede deshacer.',
      deleted: 'Boletín eliminado',
      empty: 'Aún no hay boletines.',
      noCover: 'Sin portada',
    },
    form: {
      createTitle: 'Nuevo boletín',
      editTitle: 'Editar boletín',
      saved: 'Boletín guardado',
      back: 'Volver a la lista',
      statusLabel: 'Estado al guardar',
      publishedHelp: 'Los colaboradores ven un boletín solo mientras está publicado y vigente.',
      coverPlaceholder: 'Arrastre una imagen aquí o haga clic para elegirla',
      loadingEditor: 'Cargando el editor…',
    },
    validation: {
      date: 'Ingrese una fecha válida',
      endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
      bodyEmpty: 'Escriba el contenido del boletín',
    },
  },
  resources: {
    newsletters: {
      name: 'Boletín |||| Boletines',
      fields: {
        title: 'Título',
        summary: 'Resumen',
        body: 'Contenido',
        cover: 'Portada',
        coverUrl: 'Portada',
        startDate: 'Publicar desde',
        endDate: 'Publicar hasta',
        published: 'Publicado',
        status: 'Estado',
        createdBy: 'Creado por',
        updatedAt: 'Último cambio',
        updatedBy: 'Modificado por',
        q: 'Buscar',
      },
    },
  },
  routes: {
    newsletters: 'Boletines',
    list: 'Lista',
  },
};
