/**
 * Every field name the specification names (sections 3, 4, 7 and 9), the vocabulary of the
 * spec-only mode: a reply keeps a key, at any depth, only when it is one of these. `{brand}`
 * names are added with the server's brand (vocabulary below). The safe-deal status field comes in
 * the spec's two spellings (one with a doubled letter), both kept.
 */
const SPEC_FIELDS = [
  // envelope and lists
  'status', 'data', 'errorMessage', 'results', 'pageCount', 'rowCount', 'page', 'pageSize', 'pagination',
  'orderRequests', 'filters', 'column', 'sortByAscending',
  // login, user, store
  'id', 'userCategoryId', 'isRegistered', 'accessToken', 'refreshToken', 'firstVisit', 'seller', 'store',
  'storeName', 'storeImages', 'storeLogo', 'storePicture', 'storeRating', 'productCount', 'countryId',
  'userTypeId', 'userType', 'requisite', 'categoryGroupId', 'userId', 'email', 'password', 'token',
  'workSchedules', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  // requisites
  'ownerShipTypeId', 'companyNameOrIpName', 'fullCompanyNameOrIpName', 'vat', 'ogrn', 'okpo', 'okved',
  'phoneNumber1', 'phoneNumber2', 'phoneNumber3', 'taxRate', 'taxationSystemTypesId', 'directorFullname',
  'directorEmail', 'directorPhone', 'accountantFullname', 'accountantEmail', 'accountantPhone',
  'addressModels', 'addressTypeId', 'region', 'city', 'name', 'house', 'postalIndex',
  'requisitesManagementModels', 'workerFullname', 'workerEmail', 'workerPhone', 'baseBankName',
  'baseBankAddress', 'baseCorrespondentAccount', 'baseExpenseAccount', 'baseBankBIK', 'baseBankSwift',
  'agentBankName', 'agentBankAddress', 'agentCorrespondentAccount', 'agentExpenseAccount', 'agentBankBIK',
  'agentBankSwift', 'qiwiNumbers', 'bankCardNumber', 'newModel', 'oldModel',
  // documents
  'CompanyRegistrationCertificate', 'RecordSheetUSRLE', 'DirectorAppointmentOrder', 'NATS', 'Certificate',
  'License',
  // products, properties, templates
  'storeId', 'productName', 'productDescription', 'countryOfOrigin', 'measureUnitId', 'productTypeId',
  'minUnitInOrder', 'productUnitInPackage', 'isDraft', 'isActive', 'isBlocked', 'addedAtRegistration',
  'categories', 'isFreeShipping', 'templateId', 'weightAndSizes', 'weight', 'length', 'width', 'height',
  'productTags', 'tagName', 'productOptions', 'vendoreCode', 'withNDS', 'minPrice', 'maxPrice',
  'priceForOne', 'discount', 'newPrice', 'quantityForSale', 'baseOption', 'isPreOrder', 'preOrderDays',
  'productProperties', 'imageIndex', 'productOptionImages', 'image', 'isBaseImage', 'isDelete',
  'propertyKey', 'propertyValue', 'productIds', 'directions', 'deliveryDayFrom', 'deliveryDayTo',
  'deliveryMethodId', 'isAllRegions', 'isDeleted', 'directionRegions', 'regionId', 'isAllCities',
  'cityIdsForDirection', 'cityId', 'templateName', 'productId', 'isRetail', 'cdekId',
  // finances
  'orderId', 'invoiceNumber', 'orderCreationDate', 'buyerName', 'invoicePath',
  'totalAmountForTheOrderFromBuyer', 'paymentToTheSeller', 'orderStatusId', 'ndsPrice', 'buyerAmount',
  'payment', 'totalAmountOfOrders', 'amountFromSales', 'nowReserved', 'refunds', 'creationDate', 'amount',
  'commission', 'statusId', 'sellerId', 'orderCreationDateFrom', 'orderCreationDateTo', 'creationDateFrom',
  'creationDateTo',
  // requests, tenders, disputes
  'country', 'shippingMethods', 'requestId', 'orderRequestStatuses', 'startDate', 'endDate', 'buyerId',
  'productCategoryId', 'orderRequestBuyers', 'orderRequestProducts', 'orderRequestId', 'tenderId',
  'declinePurpose', 'disputeId', 'comment', 'images', 'zipPath', 'proposalId',
  // orders
  'retailOrderId', 'retailOrderStatuses', 'productName', 'dateFrom', 'dateTo', 'shippingMethodId',
  'shipingMethodId', 'shippingDetails', 'pickupDate', 'driverPhone', 'retailOrderProductsId',
  'regionId', 'street', 'houseNumber', 'apartmentOrOficeNumber', 'dispatchDay', 'readyDays',
  'retailOrderStatus', 'cdekOfficeAddress', 'prolonagationDate', 'suggestedDays', 'extendingDate',
  // buyers
  'userTypeId', 'orderTypeId', 'lastOrderDate', 'ordersCount', 'spentAmount', 'searchValue',
  // marketing
  'bannerFilePath', 'position', 'price', 'daysCount', 'bannerPositionId', 'couponeId', 'paymentId',
  'forNew', 'forDiscount', 'forSale', 'forFreeDelivery', 'forTop',
  // real time, chat and other state
  'connectionId', 'retiredUserId', 'chatId', 'chatInfo', 'opened', 'notifications', 'error',
  'notificationCount', 'loading', 'hasError', 'lastEmail',
] as const;

/** Names with the brand prefix (`{brand}Percentage`, ...), written without it. */
const BRANDED_FIELDS = [
  'Percentage',
  'ComissionPrice',
  'SafeDealStatusId',
  'SafeDeallStatusId',
  'SafeDealWholesaleOrders',
] as const;

/** The spec's field names with this server's brand. */
export function specVocabulary(brand: string): ReadonlySet<string> {
  return new Set<string>([...SPEC_FIELDS, ...BRANDED_FIELDS.map((name) => `${brand}${name}`)]);
}
