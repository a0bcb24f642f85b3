import { catalogueNames } from '../../../../contracts/permissions/names';
import type { en } from './en';

/** Configuration: modules, roles, their users and the audit trail. */
export const es: typeof en = {
  permissions: {
    title: 'Configuración',
    inactive: 'Inactivo',
    tabs: {
      modules: 'Módulos y roles',
      audit: 'Auditoría',
      reads: 'Lecturas',
      jobs: 'Tareas programadas',
    },
    // The catalogue's modules and roles by code, until an administrator renames them.
    names: catalogueNames.es,
    modules: {
      title: 'Módulos',
      edit: 'Editar %{name}',
      saved: 'Módulo guardado',
      confirmDeactivate:
        '¿Desactivar el módulo %{name}? Sus roles dejan de contar para cada usuario de inmediato.',
    },
    roles: {
      title: 'Rol %{name} (%{module})',
      users: 'Usuarios con este rol',
      manageUsers: 'Administrar usuarios',
      confirmDeactivate: '¿Desactivar este rol? Sus usuarios lo pierden de inmediato.',
    },
    users: {
      title: 'Usuarios de %{role}',
      add: 'Agregar usuario',
      addTo: 'Agregar un usuario a %{role}',
      added: 'Se agregó a %{name} (%{badge}) al rol «%{role}»',
      saved: 'Asignación guardada',
      employee: 'Colaborador',
      searchHelp: 'Escriba al menos 2 caracteres del carné o del nombre',
      changeRole: 'Rol',
      remove: 'Quitar del rol',
      restore: 'Restaurar',
      confirmRemove: '¿Quitar a %{name} de %{role}?',
      confirmMove: '¿Mover a %{name} a %{role}?',
    },
    jobs: {
      title: 'Tareas programadas',
      empty: 'Ninguna tarea programada se ha ejecutado todavía.',
      never: 'nunca',
      runs: 'Última: %{last} · Próxima: %{next}',
      failed: 'Falló: %{error}',
      // By the job's name, its dots as levels (approvals → reminders).
      names: {
        approvals: { reminders: 'Recordatorios y escalamientos de aprobaciones' },
        mail: { outbox: 'Envío de correos pendientes' },
      },
      counts: {
        reminders: '%{smart_count} recordatorio |||| %{smart_count} recordatorios',
        escalations: '%{smart_count} escalamiento |||| %{smart_count} escalamientos',
        sent: '%{smart_count} correo enviado |||| %{smart_count} correos enviados',
        failed: '%{smart_count} envío fallido |||| %{smart_count} envíos fallidos',
      },
      every: {
        seconds: 'cada segundo |||| cada %{smart_count} segundos',
        minutes: 'cada minuto |||| cada %{smart_count} minutos',
        hours: 'cada hora |||| cada %{smart_count} horas',
      },
    },
    reads: {
      title: 'Lecturas de registros de personas',
      empty: 'Nadie ha leído registros de otra persona todavía.',
      line: '%{reader} leyó: %{what} de %{subject}',
    },
    audit: {
      title: 'Auditoría',
      before: 'Antes',
      after: 'Después',
      actions: {
        create: 'Creación',
        update: 'Modificación',
        delete: 'Eliminación',
        read: 'Lectura',
      },
      field: 'Campo',
      changesOf: 'Cambios de %{name}',
      noChanges: 'Ningún campo cambió.',
      recordDeleted: 'eliminado',
      entities: {
        role_user: 'Asignación de rol',
        file: 'Archivo subido',
      },
    },
  },
  resources: {
    modules: {
      name: 'Módulo |||| Módulos',
      fields: { name: 'Nombre', code: 'Código', active: 'Activo', roles: 'Roles' },
    },
    roles: {
      name: 'Rol |||| Roles',
      fields: { name: 'Nombre', code: 'Código', active: 'Activo', moduleName: 'Módulo' },
    },
    'role-users': {
      name: 'Usuario |||| Usuarios',
      fields: {
        fullName: 'Nombre',
        badge: 'Carné',
        username: 'Usuario',
        email: 'Correo',
        active: 'Activo',
        createdAt: 'Asignado el',
        roleCode: 'Rol',
        q: 'Buscar',
      },
    },
    files: {
      name: 'Archivo |||| Archivos',
      fields: { name: 'Nombre', mime: 'Tipo', size: 'Tamaño (bytes)' },
    },
    'scheduled-jobs': {
      name: 'Tarea programada |||| Tareas programadas',
      fields: {
        name: 'Tarea',
        intervalSeconds: 'Frecuencia',
        lastRunAt: 'Última ejecución',
        nextRunAt: 'Próxima ejecución',
        lastOutcome: 'Qué hizo',
      },
    },
    'record-reads': {
      name: 'Lectura de registros |||| Lecturas de registros',
      fields: {
        at: 'Cuándo',
        reader: 'Quién leyó',
        readerRoles: 'Con qué roles',
        what: 'Qué',
        subject: 'De quién',
        screen: 'Desde qué pantalla',
      },
    },
    'audit-entries': {
      name: 'Registro de auditoría |||| Auditoría',
      fields: {
        at: 'Cuándo',
        actorUsername: 'Quién',
        action: 'Acción',
        entity: 'Entidad',
        entityId: 'Registro',
        actor: 'Usuario',
        from: 'Desde',
        to: 'Hasta',
      },
    },
  },
  routes: {
    permissions: 'Permisos',
    audit: 'Auditoría',
    jobs: 'Tareas programadas',
    reads: 'Lecturas',
    module: 'Módulos',
    roles: 'Rol',
    users: 'Usuarios',
  },
};
