import { analytics } from './analytics';
import { auth } from './auth';
import { banners } from './banners';
import { buyers } from './buyers';
import { chat } from './chat';
import { closingDocuments } from './closingDocuments';
import { common } from './common';
import { coupons } from './coupons';
import { dashboardCharts } from './dashboardCharts';
import { delivery } from './delivery';
import { disputes } from './disputes';
import { embed } from './embed';
import { finances } from './finances';
import { labels } from './labels';
import { learning } from './learning';
import { marketing } from './marketing';
import { notifications } from './notifications';
import { offerOrder } from './offerOrder';
import { orderRequests } from './orderRequests';
import { orders } from './orders';
import { payouts } from './payouts';
import { workQueue } from './workQueue';
import { productForm } from './productForm';
import { productImport } from './productImport';
import { products } from './products';
import { promotions } from './promotions';
import { reviews } from './reviews';
import { search } from './search';
import { settings } from './settings';
import { shell } from './shell';
import { tenders } from './tenders';
import { widget } from './widget';

/** Every text of the product, one tree per area. Keys: `common.*`, `auth.*`, `shell.*`, ... */
export const ru = {
  common,
  auth,
  shell,
  orders,
  finances,
  payouts,
  workQueue,
  products,
  productForm,
  productImport,
  delivery,
  orderRequests,
  offerOrder,
  tenders,
  disputes,
  reviews,
  buyers,
  chat,
  notifications,
  settings,
  widget,
  marketing,
  embed,
  banners,
  analytics,
  promotions,
  coupons,
  learning,
  dashboardCharts,
  labels,
  closingDocuments,
  search,
} as const;

export type RuMessages = typeof ru;
