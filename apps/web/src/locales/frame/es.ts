import type { FrameMessages } from './en';

export const frame: FrameMessages = {
  app: {
    name: 'Portal Red de Ventas',
    company: 'Red de ventas del fabricante',
  },
  common: {
    all: 'Todos',
    cancel: 'Cancelar',
    close: 'Cerrar',
    details: 'Detalles',
    home: 'Ir a la página de inicio',
    loading: 'Cargando…',
    noOptions: 'Sin resultados',
    open: 'Abrir',
    reload: 'Recargar la página',
    yes: 'Sí',
  },
  language: {
    label: 'Idioma',
    names: {
      it: 'Italiano',
      en: 'English',
      fr: 'Français',
      es: 'Español',
    },
  },
  notices: {
    browserUnsupported: 'Navegador no compatible, actualízalo e inténtalo de nuevo',
    chunkFailed: 'Error al cargar el módulo',
    chunkFailedHint:
      'No se pudo cargar una parte de la aplicación, quizá porque se ha publicado una nueva versión. Recarga la página para continuar.',
    languageError: 'Error al seleccionar el idioma',
    network: 'No se puede contactar con el servidor: comprueba la conexión e inténtalo de nuevo',
    pageLoadError: 'Error al cargar la página',
    pageLoadErrorHint: 'No se pudo mostrar la página. Recárgala o vuelve a la página de inicio.',
    unsupportedLanguage: 'Idioma seleccionado no compatible',
  },
  pwa: {
    install: 'Instalar',
    installText: 'Añade el portal a la pantalla de inicio o al escritorio y ábrelo como una aplicación.',
    installTitle: 'Instalar la aplicación',
    notNow: 'Ahora no',
  },
  nav: {
    close: 'Cerrar el menú',
    hide: 'Ocultar el menú',
    label: 'Menú principal',
    open: 'Abrir el menú',
    sections: {
      administration: 'Administración',
    },
    show: 'Mostrar el menú',
  },
  table: {
    actions: 'Acciones',
    clearSearch: 'Borrar la búsqueda',
    empty: 'Sin resultados',
    first: 'Primera página',
    last: 'Última página',
    next: 'Página siguiente',
    page: 'Página {{page}}',
    pageSize: 'Filas por página',
    previous: 'Página anterior',
    range: '{{from}}–{{to}} de {{total}}',
    rangeMore: '{{from}}–{{to}} de más de {{total}}',
    searchPlaceholder: 'Escribe para filtrar',
    sortBy: 'Ordenar por',
  },
};
