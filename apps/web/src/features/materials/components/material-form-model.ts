import { type MaterialDetail, type MaterialInput, materialInputSchema } from '@portal/contracts';
import { z } from 'zod';

export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
type PerLanguage = Record<(typeof LANGUAGES)[number], string>;

/** What the form holds: text as typed; numbers as NumberInput gives them ('' when empty). */
export type MaterialFormValues = {
  product_code: string;
  family_id: string;
  barcode: string;
  names: PerLanguage;
  notes: PerLanguage;
  first_edition: string;
  pack_quantity: number | string;
  cost: number | string;
  price: number | string;
  manager: string;
  packaging: string;
  visible: boolean;
  favourite: boolean;
};

const empty = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * The server's own schema, after an empty optional field is read as "not given"; the family,
 * picked from a list, says "Choose a family" rather than a number rule when none is.
 */
export const materialFormSchema = z.preprocess(
  (input) => {
    const v = input as MaterialFormValues;
    return {
      ...v,
      first_edition: empty(v.first_edition) ? undefined : v.first_edition,
      pack_quantity: empty(v.pack_quantity) ? undefined : v.pack_quantity,
      cost: empty(v.cost) ? undefined : Number(v.cost),
      price: empty(v.price) ? undefined : Number(v.price),
    };
  },
  materialInputSchema.extend({
    family_id: z.string().min(1, 'materials.errors.unknownFamily').transform(Number),
  }),
) as unknown as z.ZodType<MaterialInput, MaterialFormValues>;

export const blankMaterial = (): MaterialFormValues => ({
  product_code: '',
  family_id: '',
  barcode: '',
  names: { it: '', en: '', fr: '', es: '' },
  notes: { it: '', en: '', fr: '', es: '' },
  first_edition: '',
  pack_quantity: '',
  cost: '',
  price: '',
  manager: '',
  packaging: '',
  visible: true,
  favourite: false,
});

export const materialToForm = (m: MaterialDetail): MaterialFormValues => ({
  product_code: m.product_code,
  family_id: String(m.family_id),
  barcode: m.barcode ?? '',
  names: { ...m.names },
  notes: { ...m.notes },
  first_edition: m.first_edition ?? '',
  pack_quantity: m.pack_quantity ?? '',
  cost: m.cost ?? '',
  price: m.price ?? '',
  manager: m.manager ?? '',
  packaging: m.packaging ?? '',
  visible: m.visible,
  favourite: m.favourite,
});

/** The form's fields, for the server's per-field messages. */
export const FORM_FIELDS = [
  'product_code',
  'family_id',
  'barcode',
  'names.it',
  'names.en',
  'names.fr',
  'names.es',
  'first_edition',
  'pack_quantity',
  'cost',
  'price',
  'manager',
  'packaging',
] as const;
