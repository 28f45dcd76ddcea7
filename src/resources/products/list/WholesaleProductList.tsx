import { ProductType } from '../../../api/products';
import { ProductList } from './ProductList';

/** /products/wholesale: the wholesale products (type 2). */
export default function WholesaleProductList() {
  return <ProductList key={ProductType.Wholesale} typeId={ProductType.Wholesale} />;
}
