import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { plainText } from './search-text';

/**
 * The text the price search matches (modules/appliances/repository.ts): code, EAN, internal code,
 * brand and description, lower case and without accents, stored so its trigram index reads it.
 */
const SEARCH_TEXT = plainText(sql`code || ' ' || ean || ' ' || internal_code || ' ' || brand || ' ' || description`);

/**
 * The appliance price list (spec §3 "Ready-to-deliver product"), written only by the
 * `appliances` import (and the seeds). The ERP's code is the natural key.
 */
export const appliances = pgTable(
  'appliances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** EAN-8 or EAN-13, check digit verified by the import. */
    ean: text('ean').notNull(),
    /** Oven, hob, fridge…: the ERP's text. */
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    internalCode: text('internal_code').notNull(),
    description: text('description').notNull(),
    /** List price in euros. */
    price: numeric('price', { precision: 11, scale: 2 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 7, scale: 2 }),
    /** The import that last wrote the row. */
    importId: integer('import_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the price search matches (SEARCH_TEXT), kept by the database. */
    searchText: text('search_text').notNull().generatedAlwaysAs(SEARCH_TEXT),
  },
  (t) => [
    uniqueIndex('appliances_code_key').on(t.code),
    // Price search (at least 3 characters, spec §5): a code, an EAN or an internal code starting
    // with the text is a range of these byte-ordered indexes; the rest comes from the trigrams.
    index('appliances_code_prefix_idx').on(sql`(lower(${t.code}) collate "C")`, t.id),
    index('appliances_ean_prefix_idx').on(sql`(${t.ean} collate "C")`, t.id),
    index('appliances_internal_code_prefix_idx').on(sql`(lower(${t.internalCode}) collate "C")`, t.id),
    // The catalogue sorted by description.
    index('appliances_description_prefix_idx').on(sql`(lower(${t.description}) collate "C")`, t.id),
    index('appliances_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The catalogue by type or brand (in code order), by price, and its facets (index-only).
    index('appliances_type_code_idx').on(t.type, t.code),
    index('appliances_brand_code_idx').on(t.brand, t.code),
    index('appliances_price_idx').on(t.price, t.code),
    index('appliances_type_brand_idx').on(t.type, t.brand),
    check('appliances_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * The words of each appliance's search text (SEARCH_TEXT): every word between spaces, and the
 * letter and digit runs inside one (`el-000691` gives `el-000691`, `el` and `000691`), kept by
 * the database (migration 0050: triggers on `appliances`, whatever writes it). The price search
 * walks the words starting with a typed word in byte order, so a word found in thousands of
 * appliances costs no more than a rare one: the walk stops at the answer's length.
 */
export const applianceWords = pgTable(
  'appliance_words',
  {
    applianceId: integer('appliance_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    // An appliance's words: the search checks its other typed words here; a write replaces them.
    uniqueIndex('appliance_words_key').on(t.applianceId, sql`(${t.word} collate "C")`),
    // The appliances of the words starting with a text, the shortest (the whole word) first.
    index('appliance_words_word_idx').on(sql`(${t.word} collate "C")`, t.applianceId),
  ],
);

/**
 * The price list's types and brands with their number of appliances (the catalogue's filters),
 * kept by the database: every statement that writes `appliances` counts them again in its
 * transaction (migration 0046), so the filters never walk the 100,000 appliances on a call.
 */
export const applianceFacets = pgTable(
  'appliance_facets',
  {
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    appliances: integer('appliances').notNull(),
  },
  (t) => [primaryKey({ name: 'appliance_facets_pkey', columns: [t.type, t.brand] })],
);

/**
 * Rows of a running price-list import, checked, waiting to be written to `appliances` in one
 * transaction at the end; emptied by then. Unique per import and code, so a code twice in one
 * file is caught as it is staged.
 */
export const importApplianceRows = pgTable(
  'import_appliance_rows',
  {
    importId: integer('import_id').notNull(),
    row: integer('row').notNull(),
    code: text('code').notNull(),
    ean: text('ean').notNull(),
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    internalCode: text('internal_code').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 11, scale: 2 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 7, scale: 2 }),
  },
  (t) => [primaryKey({ name: 'import_appliance_rows_pkey', columns: [t.importId, t.code] })],
);
