import { ProductType } from '../../../api/products';
import { ProductList } from './ProductList';

/** /products/retail: the retail products (type 1). */
export default function RetailProductList() {
  return <ProductList key={ProductType.Retail} typeId={ProductType.Retail} />;
}
