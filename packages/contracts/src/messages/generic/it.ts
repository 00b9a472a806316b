import type { GenericMessages } from './en';

export const generic: GenericMessages = {
  legend: {
    userTypes: {
      '1': 'Amministratore',
      '2': 'Agente',
      '3': 'Cliente',
      '4': 'Commerciale',
    },
    registrationKinds: {
      it_reseller: 'Rivenditore italiano',
      foreign_reseller: 'Rivenditore estero',
      press: 'Stampa',
    },
    revenueCategories: {
      furniture: 'Arredamento',
      appliances: 'Elettrodomestici',
      worktops: 'Top e schienali',
      worktops_jit: 'Top just-in-time',
      tables_chairs: 'Tavoli e sedie',
      premia: 'Premia',
      expo: 'Expo',
    },
  },
};
