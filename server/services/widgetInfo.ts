import type { WidgetInfo } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { one } from '../db/query.js';

/** The main website's page of a store ('Совершать покупки' opens it). */
export const storePageUrl = (publicOrigin: string, storeId: number): string =>
  `${publicOrigin}/store/${storeId}`;

interface WidgetRow {
  id: number;
  store_name: string;
  store_logo: string | null;
  store_picture: string | null;
  rating: number | null;
  products: number;
}

/**
 * The widget info of a store, or null when there is no such store or its owner is blocked: the
 * specification's Store fields (storeName, storeLogo, storePicture, storeRating, productCount) and,
 * under our own names, the same values plus storeId and storeUrl, which older widgets read. Public,
 * so it carries only what the widget draws, never the owner's e-mail, requisites or ids. Rating:
 * the average of the seller's reviews (2 decimals, 0 without reviews); products: those a buyer
 * sees (active, not drafts, not blocked).
 */
export function widgetInfo(db: Db, publicOrigin: string, storeId: number): WidgetInfo | null {
  const row = one<WidgetRow>(
    db,
    `SELECT st.id, st.store_name, st.store_logo, st.store_picture,
       (SELECT ROUND(AVG(r.rating), 2) FROM reviews r WHERE r.seller_id = s.id) AS rating,
       (SELECT COUNT(*) FROM products p WHERE p.store_id = st.id AND p.list_status = 1) AS products
     FROM stores st JOIN sellers s ON s.id = st.seller_id JOIN users u ON u.id = s.user_id
     WHERE st.id = ? AND u.is_blocked = 0`,
    storeId,
  );
  if (!row) return null;
  const rating = row.rating ?? 0;
  return {
    storeName: row.store_name,
    storeLogo: row.store_logo,
    storePicture: row.store_picture,
    storeRating: rating,
    productCount: row.products,
    storeId: row.id,
    name: row.store_name,
    logoUrl: row.store_logo,
    pictureUrl: row.store_picture,
    rating,
    storeUrl: storePageUrl(publicOrigin, row.id),
  };
}
