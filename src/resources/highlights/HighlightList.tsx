import { highlightFilters, highlightsExport, PromotionListPage } from '../../components/promotion';
import { HIGHLIGHTS_RESOURCE } from './handler';

/** /marketing/highlights: HighlightedProducts, label and status filters, 10 a page. */
export default function HighlightList() {
  return (
    <PromotionListPage
      resource={HIGHLIGHTS_RESOURCE}
      filters={highlightFilters}
      export={highlightsExport}
      texts="promotions.highlights."
      addPath="/marketing/highlights/add"
      withLabel
    />
  );
}
