import type { Widen } from '../widen';

/**
 * The legend (`generic/legend`): labels of the roles, registration kinds and revenue categories
 * that several screens show. English is the reference and the fallback.
 */
export const generic = {
  legend: {
    userTypes: {
      '1': 'Administrator',
      '2': 'Agent',
      '3': 'Customer',
      '4': 'Sales',
    },
    registrationKinds: {
      it_reseller: 'Italian reseller',
      foreign_reseller: 'Foreign reseller',
      press: 'Press',
    },
    revenueCategories: {
      furniture: 'Furniture',
      appliances: 'Appliances',
      worktops: 'Worktops and backsplashes',
      worktops_jit: 'Worktops just-in-time',
      tables_chairs: 'Tables and chairs',
      premia: 'Premia',
      expo: 'Expo',
    },
  },
};

export type GenericMessages = Widen<typeof generic>;
