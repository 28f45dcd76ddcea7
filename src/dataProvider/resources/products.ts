import type { DataProvider } from 'react-admin';
import type { Category, ProductFormSettings, UnitMeasure, UploadedProductImage } from '../../../contract';

/**
 * PLACEHOLDER of the products form branch: only the name and the interface the form calls. The
 * products resource's handler (lists, getOne, create, update, the custom actions) replaces this
 * file at merge.
 */
export const PRODUCTS_RESOURCE = 'products';

export interface ProductsActions {
  getUnitMeasures(resource: string): Promise<UnitMeasure[]>;
  getCategories(resource: string, params: { isRetail: boolean; groupId: number }): Promise<Category[]>;
  getSubCategories(resource: string, params: { parentId: number }): Promise<Category[]>;
  getFormSettings(resource: string): Promise<ProductFormSettings | null>;
  uploadImage(resource: string, params: { file: File }): Promise<UploadedProductImage>;
}

export type ProductsDataProvider = DataProvider & ProductsActions;
