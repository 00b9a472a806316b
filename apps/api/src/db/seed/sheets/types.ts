import type { SheetStatus } from '@portal/contracts';

/** A demo client and its sheet: the fields it is filled with and the state of each version. */
export type DemoClient = {
  agency: 0 | 1;
  /** Existing client (index into the accounts step's clientIds) or a new one. */
  existing?: number;
  company: string;
  vat10: string;
  address: string;
  postal: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  bank: [name: string, abi: string, cab: string, account: string];
  sdi: string;
  pec?: string;
  payment: string;
  discount: string;
  fixedDays?: string;
  personalTaxCode?: string;
  code?: string;
  /** Status of each version, oldest first. */
  versions: SheetStatus[];
  client?: 'active' | 'deletion_requested' | 'deleted';
  deletionReason?: string;
  software?: { username: string; since: string; enabled: boolean };
};
