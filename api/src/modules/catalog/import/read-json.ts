import { jsonTextProblems } from '../../../infra/import-file/text-cells';
import type { BannerRow, MenuItemRow, SpecRow, SupplierRow } from '../catalog-rows';
import { supplierLogoUrl } from '../images/supplier-logo';
import { type Problems, isRecord, readLocalized, readNumber, readText } from './loose-values';
import type { ParsedImport } from './parsed-import';
import { jsonStock } from './availability-fields';
import { productFromFields } from './product-from-fields';

/**
 * A whole catalogue from JSON: { menuItems?, suppliers?, products, banners? } with the field
 * names of the CSV columns (see the README). Menu parents follow from the colon-joined ids.
 */
export function readJson(text: string): ParsedImport {
  const result: ParsedImport = { rows: { menuItems: [], suppliers: [], products: [] }, labels: [], problems: [] };
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    result.problems.push(`the file is not valid JSON: ${(error as Error).message}`);
    return result;
  }
  if (!isRecord(document) || !Array.isArray(document.products)) {
    result.problems.push('the file must be an object with a "products" list');
    return result;
  }
  // Cells a spreadsheet would run, and texts PostgreSQL cannot store, before any field is read.
  const textProblems = jsonTextProblems(document);
  if (textProblems.length > 0) {
    result.problems.push(...textProblems);
    return result;
  }
  const each = <T>(key: string, read: (item: Record<string, unknown>, problems: string[], index: number) => T): T[] => {
    const list = document[key] ?? [];
    if (!Array.isArray(list)) {
      result.problems.push(`"${key}" must be a list`);
      return [];
    }
    return list.map((item: unknown, index) => {
      const problems: string[] = [];
      const row = read(isRecord(item) ? item : {}, problems, index);
      if (!isRecord(item)) problems.push('must be an object');
      for (const problem of problems) result.problems.push(`${key}[${index}]: ${problem}`);
      return row;
    });
  };

  result.rows.menuItems = each<MenuItemRow>('menuItems', (item, problems, index) => {
    const id = readText(item.id, 'id', problems, { required: true }).toLowerCase();
    const title = isRecord(item.title) ? item.title : {};
    return {
      id,
      parentId: id.includes(':') ? id.slice(0, id.lastIndexOf(':')) : null,
      position: readNumber(item.position, 'position', problems, { decimals: 0 }) ?? index,
      title: readLocalized(title.nb, title.en, 'title', problems, true),
    };
  });
  result.rows.suppliers = each<SupplierRow>('suppliers', (item, problems, index) => {
    const id = readText(item.id, 'id', problems, { required: true }).toLowerCase();
    if (id && !/^[a-z0-9-]+$/.test(id)) problems.push('id may only hold a–z, digits and "-"');
    return {
      id,
      name: readText(item.name, 'name', problems, { required: true, max: 200 }),
      logo: readText(item.logo, 'logo', problems) || supplierLogoUrl(id),
      position: readNumber(item.position, 'position', problems, { decimals: 0 }) ?? index,
    };
  });
  result.rows.products = each('products', (item, problems) => productFromFields(jsonProductFields(item, problems), problems));
  result.labels = result.rows.products.map((product, index) => `products[${index}] (${product.sku || 'no SKU'})`);
  if (document.banners !== undefined) {
    result.rows.banners = each<BannerRow>('banners', (item, problems, index) => {
      const bannerText = isRecord(item.bannerText) ? item.bannerText : {};
      return {
        position: index,
        text: readLocalized(bannerText.nb, bannerText.en, 'bannerText', problems, true),
        image: readText(item.image, 'image', problems, { required: true }),
      };
    });
  }
  return result;
}

/** A text as { nb, en }, or one text for both languages. */
const nbEn = (value: unknown) => (isRecord(value) ? value : { nb: value, en: undefined });

/** The JSON names of a product's fields (as the API answers them) mapped to the CSV ones. */
function jsonProductFields(item: Record<string, unknown>, problems: Problems) {
  const title = nbEn(item.title);
  const subHeading = nbEn(item.subHeading);
  const description = nbEn(item.description);
  const specs = Array.isArray(item.specs) ? item.specs : [];
  const availability = isRecord(item.availability) ? item.availability : {};
  if (item.availability !== undefined && !isRecord(item.availability)) problems.push('availability must be an object { stock, leadTime }');
  return {
    sku: item.skuId ?? item.sku,
    title_nb: title.nb, title_en: title.en,
    sub_heading_nb: subHeading.nb, sub_heading_en: subHeading.en,
    description_nb: description.nb, description_en: description.en,
    category: item.category,
    supplier: item.supplier,
    price: item.price,
    indicative_price: item.indicativePrice,
    discount_percentage: isRecord(item.discount) ? item.discount.percentage : item.discountPercentage,
    images: item.images,
    featured_rank: item.featuredRank,
    specs: specs.flatMap((spec: unknown, index) => (isRecord(spec) ? [jsonSpec(spec, `specs[${index}]`, problems)] : [])),
    // As the answers write it; a key left out keeps what is stored.
    stock: jsonStock(availability.stock, problems),
    stockField: (code: string) => `availability.stock "${code}" quantity`,
    lead_time_days: availability.leadTime,
    leadTimeField: 'availability.leadTime',
  };
}

/**
 * One spec, with the rules of the CSV spec columns: label and value are text in each language,
 * the label is required, and an empty English text falls back to the Norwegian one.
 */
function jsonSpec(spec: Record<string, unknown>, field: string, problems: Problems): SpecRow {
  const label = nbEn(spec.label);
  const value = nbEn(spec.value);
  return {
    label: readLocalized(label.nb, label.en, `${field}.label`, problems, true),
    value: readLocalized(value.nb, value.en, `${field}.value`, problems),
  };
}
