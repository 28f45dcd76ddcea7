/** The dashboard figures (`User/GetDashboardStatistics`, `{brand}Seller/GetDashboardInfo`). */

/** `data` of `GET User/GetDashboardStatistics?userId=`: sales are completed orders; counts cover all orders. */
export interface DashboardStatistics {
  salesTotal: number;
  salesThisMonth: number;
  ordersCount: number;
  buyersCount: number;
  averageCheck: number;
  unreadMessages: number;
  notificationsCount: number;
}

/** `data` of `GET {brand}Seller/GetDashboardInfo?sellerId=`. */
export interface DashboardInfo {
  storeName: string;
  storeRating: number;
  productCount: number;
  activeProductCount: number;
  wholesaleOrdersInProgress: number;
  retailOrdersInProgress: number;
  newOrderRequests: number;
  openDisputes: number;
  reviewsCount: number;
}
