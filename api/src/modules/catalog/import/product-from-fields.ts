import type { ProductRow, SpecRow } from '../catalog-rows';
import { readLeadTime, readStock } from './availability-fields';
import { type Problems, readLocalized, readNumber, readText } from './loose-values';

/** One product's fields as an import file gives them, before checking (CSV and JSON alike). */
export interface ProductFields {
  sku?: unknown;
  title_nb?: unknown;
  title_en?: unknown;
  sub_heading_nb?: unknown;
  sub_heading_en?: unknown;
  description_nb?: unknown;
  description_en?: unknown;
  category?: unknown;
  supplier?: unknown;
  price?: unknown;
  indicative_price?: unknown;
  discount_percentage?: unknown;
  images?: unknown;
  featured_rank?: unknown;
  specs?: SpecRow[];
  /** Raw quantities by warehouse code; undefined: the file says nothing of stock. */
  stock?: Record<string, unknown>;
  /** How the file names a stock field in its messages: "stock_oslo" (CSV). */
  stockField?: (code: string) => string;
  /** Undefined: the file says nothing of the lead time (the column or key is left out). */
  lead_time_days?: unknown;
  leadTimeField?: string;
}

/** Turns checked fields into a product row; problems name the field and say what is wrong. */
export function productFromFields(fields: ProductFields, problems: Problems): ProductRow {
  const price = readNumber(fields.price, 'price', problems, { required: true }) ?? 0;
  const indicativePrice = readNumber(fields.indicative_price, 'indicative_price', problems) ?? price;
  let discountPercentage = readNumber(fields.discount_percentage, 'discount_percentage', problems);
  // Left out, the discount follows from the two prices: (indicative − price) / indicative.
  if (discountPercentage === null && indicativePrice > price) {
    discountPercentage = Math.round(((indicativePrice - price) / indicativePrice) * 10_000) / 100;
  }
  return {
    sku: readText(fields.sku, 'sku', problems, { required: true, max: 64 }),
    title: readLocalized(fields.title_nb, fields.title_en, 'title', problems, true),
    subHeading: readLocalized(fields.sub_heading_nb, fields.sub_heading_en, 'sub_heading', problems),
    description: readLocalized(fields.description_nb, fields.description_en, 'description', problems),
    specs: fields.specs ?? [],
    categoryPath: readText(fields.category, 'category', problems, { required: true }).toLowerCase(),
    supplierId: readText(fields.supplier, 'supplier', problems, { required: true }).toLowerCase(),
    price,
    indicativePrice,
    discountPercentage,
    images: readImages(fields.images, problems),
    featuredRank: readNumber(fields.featured_rank, 'featured_rank', problems, { decimals: 0 }),
    ...(fields.stock === undefined ? {} : { stock: readStock(fields.stock, fields.stockField ?? ((code) => `stock_${code}`), problems) }),
    ...(fields.lead_time_days === undefined
      ? {}
      : { leadTime: readLeadTime(fields.lead_time_days, fields.leadTimeField ?? 'lead_time_days', problems) }),
  };
}

function readImages(value: unknown, problems: Problems): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : value == null ? [] : null;
  if (list === null || list.some((item) => typeof item !== 'string')) {
    problems.push('images must be a list of image addresses');
    return [];
  }
  const images = (list as string[]).map((item) => item.trim()).filter((item) => item.length > 0);
  for (const image of images) {
    if (!/^(https?:\/\/|\/)\S+$/.test(image)) problems.push(`image "${image}" must be an http(s) address or a path starting with /`);
  }
  return images;
}

/** "Label: value | Label: value" in each language, pair for pair. */
export function parseSpecs(nb: string, en: string, problems: Problems): SpecRow[] {
  const split = (text: string) =>
    text
      .split('|')
      .map((pair) => pair.trim())
      .filter((pair) => pair.length > 0)
      .map((pair) => {
        const colon = pair.indexOf(':');
        if (colon <= 0) problems.push(`spec "${pair}" must be written "label: value"`);
        return { label: pair.slice(0, Math.max(colon, 0)).trim(), value: pair.slice(colon + 1).trim() };
      });
  const norwegian = split(nb);
  const english = en.trim() === '' ? norwegian : split(en);
  if (english.length !== norwegian.length) {
    problems.push(`specs_en must hold as many "label: value" pairs as specs_nb (${norwegian.length})`);
    return [];
  }
  return norwegian.map((spec, index) => ({
    label: { nb: spec.label, en: english[index]?.label ?? spec.label },
    value: { nb: spec.value, en: english[index]?.value ?? spec.value },
  }));
}
