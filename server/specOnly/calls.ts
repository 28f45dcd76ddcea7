/**
 * The calls of specification section 7 (paths under `/seller/api`, `{brand}` written `Seller`
 * after the brand). In the spec-only mode every other call of ours answers `{status: -1}`.
 */
const SPEC_CALLS = [
  'Auth/Login', 'Auth/RefreshTheToken', 'Auth/ForgotPassword', 'Auth/ResetPassword', 'Auth/ChangePassword',
  'User/GetUserByAccessToken', 'User/SetFirstVisitStatus', 'User/GetDashboardStatistics',
  '{brand}Seller/GetDashboardInfo',
  'Common/DeleteRetiredUser', 'Common/AddOnlineUser',
  'Finances/GetOrderFinances', 'Finances/RetailOrderFinances', 'Finances/RetailOrderFinancesTotals',
  'Tender/GetAllTenders', 'Tender/GetTenderProposalsByFilter', 'Tender/GetTenderById', 'Tender/GetTenderProposalById',
  'Tender/GetProductsForTenderProposal', 'Tender/CreateTenderProposal', 'Tender/DeclineTenderProposal',
  'Tender/DeleteTenderProposal', 'Tender/CreateAnOrder',
  'OrderRequest/GetProductsAndBuyersOfOrderRequest', 'OrderRequest/GetAllOrderRequests',
  'OrderRequest/GetOrderRequestById', 'OrderRequest/CreateOrderProposal', 'OrderRequest/UpdateOrderProposal',
  'OrderRequest/RejectOrderRequest', 'OrderRequest/DeleteOrderRequest', 'OrderRequest/CreateAnOrder',
  // The spec's "generic message list" of disputes takes its path as a parameter: ours is this one.
  'Dispute/DeclineDispute', 'Dispute/GetDisputesByFilter', 'Dispute/AddDisputeComment', 'Dispute/GetDisputeMessages',
  'RetailOrder/GetRetailOrdersAndFilter', 'Order/GetRetailOrderInfo', 'RetailOrder/ChangeRetailOrderStatus',
  'RetailOrder/AddInfoForShipping', 'RetailOrder/GetGeneralRetailOrdersAndFilter',
  'Order/GetAllOrdersByFilter', 'Order/GetOrderById', 'Order/DeclineOrderById', 'Order/DispatchProlongation',
  'Order/AcceptPayRenewalRequest', 'Order/AcceptDispatchDeadline', 'Order/ReadyToSent', 'Order/OrderDispatched',
  'Order/OrderDelivered', 'Order/OrderInTransit', 'Order/GetReviewByOrderId',
  'SellerSettings/InsertAddressTransaction', 'SellerSettings/InsertDirectoryStaffTransaction',
  'SellerSettings/InsertRequisiteManagementTransaction', 'SellerSettings/InsertCompanyRequisitesTransaction',
  'SellerSettings/InsertBasebankRequisitesTransaction', 'SellerSettings/InsertAgentbankRequisitesTransaction',
  'SellerSettings/GetStoreByUserId', 'SellerSettings/UpdateStore', 'SellerSettings/InsertRequisiteDocsTransaction',
  'SellerSettings/DeleteAccount', 'SellerSettings/GetBuyersByFilter', 'SellerSettings/GetSingleBuyer',
  'SellerSettings/GetBuyerOrders',
  'Analytics/GetAnalyticsOfSales', 'Analytics/GetAnalyticsOfRetailOrders', 'Analytics/GetAnalyticsOfWholesaleOrders',
  'Analytics/GetAnalyticsOfTender', 'Analytics/GetOrderRequests', 'Analytics/GetAnalyticsOfBuyers',
  'Analytics/GetAnalyticsOfProducts', 'Analytics/GetAnalyticsPerProductType', 'Analytics/GetProducts',
  'Analytics/GetCategories',
  'Product/GetProducts', 'Product/GetCategoriesByGroupId', 'Product/GetUnitMeasures', 'Product/GetAllWholesaleProducts',
  'Product/GetAllRetailProducts', 'Product/ChangeProductStatus', 'Product/GetProductsByStoreId',
  'Product/GetSubCategoriesByParentIdAsync', 'Product/AddProduct', 'Product/EditProducts', 'Product/GetProductById',
  'Product/AddTemplate', 'Product/EditTemplate', 'Product/GetAllTemplates', 'Product/GetTemplateById',
  'Product/ChangeTemplateStatus', 'Product/RemoveTemplateById',
  '{brand}Seller/GetReviews', '{brand}Seller/GetReviewsDetailInfo', '{brand}Seller/GetProperty',
  '{brand}Seller/AddProperty', 'Common/GetComments', 'Common/AddComment',
  'Marketing/GetBannerPositions', 'Marketing/GetBannerPricesWithDate', 'Marketing/CreateBanner', 'Marketing/GetBanners',
  'Marketing/GetCoupones', 'Marketing/CreateCoupone', 'Marketing/UpdateCoupones', 'Marketing/DeleteCoupone',
  'Marketing/ProductsForHighlighting', 'Marketing/HighlightedPeriods', 'Marketing/HighlightedProducts',
  'Marketing/MakeProductAsHighlight', 'Marketing/ProductsThatRatingMoreThanFour', 'Marketing/TopProductsPeriods',
  'Marketing/TopProducts', 'Marketing/MakeProductAsTop', 'Marketing/GetWidgetInfoByStoreId',
  'Common/GetRegionByCountryIdAsync', 'Common/GetCitiesByRegionIds', 'Common/GetCitiesByRegionIdAsync',
] as const;

/** The spec's calls with this server's brand, as paths under `/seller/api/` (case as written). */
export function specCalls(brand: string): ReadonlySet<string> {
  return new Set(SPEC_CALLS.map((call) => call.replace('{brand}', brand)));
}
