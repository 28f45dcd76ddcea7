import type { ProductTypeId } from '../../../contract/index.js';
import { DAY_MS, HOUR_MS, iso } from '../../lib/time.js';
import { uploadUrl } from '../../lib/uploads.js';
import { discountedPrice } from '../../../rules/index.js';
import { categoryTree, isOpenTo } from '../../services/productsCommon.js';
import type { OptionInput, ProductInput } from '../../services/productsInput.js';
import { writeProduct } from '../../services/productsWrite.js';
import { all, one } from '../query.js';
import type { Db } from '../query.js';
import type { SellerRef } from './refs.js';
import { EXTRA_PRODUCTS } from './productCatalog.js';
import { vendorCode } from './products.js';
import { Random } from './random.js';

/**
 * SEED_SCALE: `count` more products for the demo seller, written directly (one product row, one
 * or two options with one image each, one category) so 100,000 take seconds.
 */
export function seedBulkProducts(db: Db, ref: SellerRef, groupId: number, count: number, now: number): void {
  const rng = new Random(104_729);
  const tree = categoryTree(db);
  const leaves = [...tree.byId.values()].filter(
    (c) => c.group_id === groupId && tree.childrenOf(c.id).length === 0,
  );
  const images = all<{ file_name: string }>(
    db,
    'SELECT file_name FROM product_uploads WHERE store_id = ?',
    ref.storeId,
  ).map((r) => uploadUrl(r.file_name));
  const names = EXTRA_PRODUCTS['Уральские Промтовары'] ?? ['Товар'];
  let nextId = (one<{ id: number | null }>(db, 'SELECT MAX(id) AS id FROM products')?.id ?? 0) + 1;
  for (let i = 0; i < count; i++) {
    const typeId: ProductTypeId = rng.chance(0.5) ? 1 : 2;
    const optionCount = rng.int(1, 2);
    const discount = rng.chance(0.25) ? 10 : 0;
    const priceForOne = rng.amount(50, 20_000);
    const name = `${names[i % names.length] as string}, серия ${i + 1}`;
    const blocked = i % 97 === 0;
    const createdAt = iso(now - rng.int(HOUR_MS, 700 * DAY_MS));
    // Vendor codes name the product id, which is known before the insert: ids grow by one.
    const id = nextId++;
    const input: ProductInput = {
      storeId: ref.storeId,
      name,
      description: null,
      countryOfOrigin: 'Россия',
      measureUnitId: 1,
      typeId,
      minUnitInOrder: 1,
      unitInPackage: 1,
      isDraft: i % 13 === 0,
      isActive: i % 5 !== 0,
      categoryIds: [rng.pick(leaves.filter((c) => isOpenTo(c, typeId))).id],
      isFreeShipping: i % 9 === 0,
      templateId: null,
      weight: null,
      length: null,
      width: null,
      height: null,
      tags: [],
      options: Array.from({ length: optionCount }, (_, index): OptionInput => {
        const price = Math.round(priceForOne * (1 + index * 0.2) * 100) / 100;
        return {
          id: null,
          vendorCode: vendorCode(ref.storeId, id, index),
          withNds: false,
          minPrice: price,
          maxPrice: price,
          ndsMinPrice: null,
          ndsMaxPrice: null,
          priceForOne: price,
          discount,
          newPrice: discountedPrice(price, discount),
          quantity: rng.chance(0.1) ? 0 : rng.int(1, 1000),
          isBase: index === 0,
          isPreOrder: false,
          preOrderDays: null,
          properties: '[]',
          imageIndex: 0,
          images:
            images.length > 0
              ? [{ id: null, image: images[(i + index) % images.length] as string, isBase: true }]
              : [],
        };
      }),
    };
    const written = writeProduct(db, input, { productId: null, createdAt, blocked });
    if (written !== id) throw new Error(`Bulk product ${written} was expected to get id ${id}`);
  }
}
