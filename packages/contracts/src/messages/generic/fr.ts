import type { GenericMessages } from './en';

export const generic: GenericMessages = {
  legend: {
    userTypes: {
      '1': 'Administrateur',
      '2': 'Agent',
      '3': 'Client',
      '4': 'Commercial',
    },
    registrationKinds: {
      it_reseller: 'Revendeur italien',
      foreign_reseller: 'Revendeur étranger',
      press: 'Presse',
    },
    revenueCategories: {
      furniture: 'Mobilier',
      appliances: 'Électroménager',
      worktops: 'Plans de travail et crédences',
      worktops_jit: 'Plans de travail juste-à-temps',
      tables_chairs: 'Tables et chaises',
      premia: 'Premia',
      expo: 'Expo',
    },
  },
};
