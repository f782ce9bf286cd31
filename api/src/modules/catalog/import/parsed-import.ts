import type { CatalogRows } from '../catalog-rows';

/** A catalogue file read into rows, each product with the place in the file it came from. */
export interface ParsedImport {
  rows: CatalogRows;
  /** "row 12" (CSV line) or "products[3]" (JSON), aligned with rows.products. */
  labels: string[];
  /** Problems already labelled with their row; the import stops if there is any. */
  problems: string[];
}
