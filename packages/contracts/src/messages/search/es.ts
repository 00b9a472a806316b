import type { SearchMessages } from './en';

export const search: SearchMessages = {
  page: {
    label: 'Buscar clientes',
    noResults: 'No hay resultados para la búsqueda',
    placeholder: 'Buscar clientes por nombre, código o ciudad',
    results: 'Clientes encontrados',
  },
};
