import { PromotionListPage, topExport, topFilters } from '../../components/promotion';
import { TOP_PRODUCTS_RESOURCE } from './handler';

/** /marketing/top: TopProducts, status filter, 10 a page. */
export default function TopList() {
  return (
    <PromotionListPage
      resource={TOP_PRODUCTS_RESOURCE}
      filters={topFilters}
      export={topExport}
      texts="promotions.top."
      addPath="/marketing/top/add"
      withLabel={false}
    />
  );
}
