/** What the search reads of one product: its texts with a language and a weight each. */
export interface SearchField {
  text: string;
  /** Which stemmer fits the text; 'any' for names and codes (brand, SKU) that have no language. */
  language: 'nb' | 'en' | 'any';
  /** Which of the product's texts this is; a match counts FIELD_WEIGHTS[field]. */
  field: SearchFieldName;
}

export interface SearchDocument {
  sku: string;
  fields: SearchField[];
}

export type SearchFieldName = keyof typeof FIELD_WEIGHTS;

/** How much a match in each field counts: a word in the title says more than one in the specs. */
export const FIELD_WEIGHTS = {
  title: 3,
  sku: 3,
  supplier: 2.5,
  category: 2,
  parentCategory: 1.2,
  subHeading: 1.5,
  description: 0.6,
  specs: 0.4,
} as const;
