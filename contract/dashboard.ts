/** The dashboard figures (`User/GetDashboardStatistics`, `{brand}Seller/GetDashboardInfo`). */

/**
 * `data` of `GET User/GetDashboardStatistics?userId=`: sales are paid orders (docs/contract/dashboard.md),
 * as the 30-day sales chart counts them; counts cover all orders. The specification names the call, not its fields: every field but the spec's
 * `ordersCount` is ours (optional: a server that honours only the specification may leave it out).
 */
export interface DashboardStatistics {
  salesTotal?: number;
  salesThisMonth?: number;
  ordersCount: number;
  buyersCount?: number;
  averageCheck?: number;
  unreadMessages?: number;
  notificationsCount?: number;
}

/** `data` of `GET {brand}Seller/GetDashboardInfo?sellerId=`: the spec's store fields, then ours (optional). */
export interface DashboardInfo {
  storeName: string;
  storeRating: number;
  productCount: number;
  activeProductCount?: number;
  wholesaleOrdersInProgress?: number;
  retailOrdersInProgress?: number;
  newOrderRequests?: number;
  openDisputes?: number;
  reviewsCount?: number;
}
