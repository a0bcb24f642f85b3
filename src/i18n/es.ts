import type { en } from './en';

/** Los mensajes propios del portal en español, el idioma por defecto. */
export const es: typeof en = {
  portal: {
    name: 'Portal del colaborador',
    language: 'Idioma',
  },
  session: {
    signin: {
      title: 'Bienvenido',
      signedInAs: 'Sesión iniciada como %{name}',
      loadData: 'Cargar datos',
      signInAgain: 'Iniciar sesión de nuevo',
      loading: 'Cargando sus datos…',
      activeSessionHint:
        'Si desea continuar y cerrar la sesión activa, haga clic de nuevo en Iniciar sesión.',
    },
    unavailable:
      'El servicio de inicio de sesión no está disponible. Intente de nuevo en unos minutos.',
  },
  home: {
    greeting: 'Hola, %{name}',
    badge: 'Carné',
    email: 'Correo',
    loadError: 'No se pudo cargar su perfil.',
  },
};
