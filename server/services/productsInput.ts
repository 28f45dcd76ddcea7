import type { AcceptedBody, ProductBody, ProductOption, ProductTypeId } from '../../contract/index.js';

/**
 * A product body as the JSON schema lets it through (server/routes/productSchemas.ts: types and
 * presence are checked there; every rule with a Russian message is checked by productsValidate.ts),
 * and the checked, normalised input that productsWrite.ts stores.
 */

export type OptionBody = AcceptedBody<Omit<ProductOption, 'productOptionImages'>> & {
  productOptionImages?: AcceptedBody<ProductOption['productOptionImages'][number]>[] | null;
};

export type ProductBodyIn = AcceptedBody<Omit<ProductBody, 'productOptions' | 'weightAndSizes'>> & {
  weightAndSizes?: AcceptedBody<ProductBody['weightAndSizes']> | null;
  productOptions: OptionBody[];
};

export interface ImageInput {
  /** A stored image of the option (edit), or null for a new one. */
  id: number | null;
  image: string;
  isBase: boolean;
}

export interface OptionInput {
  /** A stored option of the product (edit), or null for a new one. */
  id: number | null;
  vendorCode: string;
  withNds: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  ndsMinPrice: number | null;
  ndsMaxPrice: number | null;
  priceForOne: number;
  discount: number;
  newPrice: number;
  quantity: number;
  isBase: boolean;
  isPreOrder: boolean;
  preOrderDays: number | null;
  /** Normalised JSON text of OptionPropertyValue[]. */
  properties: string;
  /** Index of the base image among `images` (0 without images). */
  imageIndex: number;
  images: ImageInput[];
}

export interface ProductInput {
  storeId: number;
  name: string;
  description: string | null;
  countryOfOrigin: string | null;
  measureUnitId: number;
  typeId: ProductTypeId;
  minUnitInOrder: number;
  unitInPackage: number;
  isDraft: boolean;
  isActive: boolean;
  categoryIds: number[];
  isFreeShipping: boolean;
  templateId: number | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  tags: string[];
  options: OptionInput[];
}
