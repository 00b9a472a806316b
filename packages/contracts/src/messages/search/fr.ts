import type { SearchMessages } from './en';

export const search: SearchMessages = {
  page: {
    label: 'Rechercher des clients',
    noResults: 'Aucun résultat pour la recherche',
    placeholder: 'Rechercher des clients par nom, code ou ville',
    results: 'Clients trouvés',
  },
};
