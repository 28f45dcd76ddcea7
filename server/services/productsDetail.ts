import type { ProductDetail, ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, one } from '../db/query.js';
import { categoryTree } from './productsCommon.js';

/** GetProductById (docs/contract/products.md "A product"). */

interface ProductRow {
  id: number;
  store_id: number;
  product_name: string;
  description: string | null;
  country_of_origin: string | null;
  measure_unit_id: number;
  product_type_id: ProductTypeId;
  min_unit_in_order: number;
  unit_in_package: number;
  is_draft: number;
  is_active: number;
  is_blocked: number;
  added_at_registration: number;
  is_free_shipping: number;
  template_id: number | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  created_at: string;
}

interface OptionRow {
  id: number;
  vendor_code: string;
  with_nds: number;
  min_price: number | null;
  max_price: number | null;
  nds_min_price: number | null;
  nds_max_price: number | null;
  price_for_one: number;
  discount: number;
  new_price: number;
  quantity: number;
  is_base: number;
  is_pre_order: number;
  pre_order_days: number | null;
  properties: string;
  image_index: number;
}

interface ImageRow {
  id: number;
  option_id: number;
  image: string;
  is_base: number;
}

type DetailOption = ProductDetail['productOptions'][number];

function optionsOf(db: Db, productId: number): DetailOption[] {
  const options = all<OptionRow>(
    db,
    'SELECT * FROM product_options WHERE product_id = ? ORDER BY position, id',
    productId,
  );
  const images = all<ImageRow>(
    db,
    `SELECT i.id, i.option_id, i.image, i.is_base FROM product_option_images i
     JOIN product_options o ON o.id = i.option_id WHERE o.product_id = ? ORDER BY i.position, i.id`,
    productId,
  );
  return options.map((o) => ({
    id: o.id,
    vendoreCode: o.vendor_code,
    withNDS: bool(o.with_nds),
    minPrice: o.min_price,
    maxPrice: o.max_price,
    ndsMinPrice: o.nds_min_price,
    ndsMaxPrice: o.nds_max_price,
    priceForOne: o.price_for_one,
    discount: o.discount,
    newPrice: o.new_price,
    quantityForSale: o.quantity,
    baseOption: bool(o.is_base),
    isPreOrder: bool(o.is_pre_order),
    preOrderDays: o.pre_order_days,
    productProperties: o.properties,
    imageIndex: o.image_index,
    productOptionImages: images
      .filter((i) => i.option_id === o.id)
      .map((i) => ({ id: i.id, image: i.image, isBaseImage: bool(i.is_base), isDelete: false })),
  }));
}

/** The store's product with everything the form edits; undefined when it is not the store's. */
export function productDetail(db: Db, storeId: number, productId: number): ProductDetail | undefined {
  const p = one<ProductRow>(db, 'SELECT * FROM products WHERE id = ? AND store_id = ?', productId, storeId);
  if (!p) return undefined;
  const tree = categoryTree(db);
  const categoryIds = all<{ category_id: number }>(
    db,
    'SELECT category_id FROM product_categories WHERE product_id = ? ORDER BY position',
    productId,
  );
  const tags = all<{ tag_name: string }>(
    db,
    'SELECT tag_name FROM product_tags WHERE product_id = ? ORDER BY position, id',
    productId,
  );
  return {
    id: p.id,
    storeId: p.store_id,
    productName: p.product_name,
    productDescription: p.description,
    countryOfOrigin: p.country_of_origin,
    measureUnitId: p.measure_unit_id,
    productTypeId: p.product_type_id,
    minUnitInOrder: p.min_unit_in_order,
    productUnitInPackage: p.unit_in_package,
    isDraft: bool(p.is_draft),
    isActive: bool(p.is_active),
    isBlocked: bool(p.is_blocked),
    addedAtRegistration: bool(p.added_at_registration),
    isFreeShipping: bool(p.is_free_shipping),
    templateId: p.template_id,
    weightAndSizes: { weight: p.weight, length: p.length, width: p.width, height: p.height },
    productTags: tags.map((t) => ({ tagName: t.tag_name })),
    categories: categoryIds.map(({ category_id }) => {
      const path = tree.path(category_id).map((c) => ({ id: c.id, name: c.name }));
      return { categoryId: category_id, name: path[path.length - 1]?.name ?? '', path };
    }),
    productOptions: optionsOf(db, productId),
    creationDate: p.created_at,
  };
}
