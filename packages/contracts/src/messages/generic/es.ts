import type { GenericMessages } from './en';

export const generic: GenericMessages = {
  legend: {
    userTypes: {
      '1': 'Administrador',
      '2': 'Agente',
      '3': 'Cliente',
      '4': 'Comercial',
    },
    registrationKinds: {
      it_reseller: 'Distribuidor italiano',
      foreign_reseller: 'Distribuidor extranjero',
      press: 'Prensa',
    },
    revenueCategories: {
      furniture: 'Mobiliario',
      appliances: 'Electrodomésticos',
      worktops: 'Encimeras y frentes',
      worktops_jit: 'Encimeras just-in-time',
      tables_chairs: 'Mesas y sillas',
      premia: 'Premia',
      expo: 'Expo',
    },
  },
};
