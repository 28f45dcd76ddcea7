import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';
import { joined } from './invoicesText.js';

/**
 * The parties of a closing document (УПД, акт сверки) as their requisites say: the seller's
 * company (name, ИНН/КПП, legal address), and the buyer: a business buyer's company with its
 * ИНН/КПП, else the buyer's first and last name.
 */

export interface DocumentParty {
  name: string;
  inn: string | null;
  kpp: string | null;
  address: string | null;
}

interface RequisiteRow {
  id: number;
  company_name_or_ip_name: string;
  full_company_name_or_ip_name: string;
  vat: string | null;
  kpp: string | null;
}

interface AddressRow {
  region_name: string;
  city_name: string;
  street: string;
  house: string;
  postal_index: string | null;
}

const blank = (text: string | null | undefined): string | null => (text && text.trim() ? text.trim() : null);

function requisitesOf(db: Db, userId: number): RequisiteRow | undefined {
  return one<RequisiteRow>(
    db,
    `SELECT id, company_name_or_ip_name, full_company_name_or_ip_name, vat, kpp FROM requisites WHERE user_id = ?`,
    userId,
  );
}

/** The requisites' legal address as one line: index, region, city, street, house. */
export function legalAddress(db: Db, requisiteId: number): string | null {
  // The legal address (type 1) first.
  const address = one<AddressRow>(
    db,
    `SELECT region_name, city_name, street, house, postal_index FROM requisite_addresses
      WHERE requisite_id = ? ORDER BY address_type_id, id LIMIT 1`,
    requisiteId,
  );
  return address
    ? joined([
        address.postal_index,
        address.region_name,
        `г. ${address.city_name}`,
        address.street,
        `д. ${address.house}`,
      ])
    : null;
}

export function sellerParty(db: Db, sellerId: number): DocumentParty {
  const seller = one<{ user_id: number; company_name: string | null; store_name: string | null }>(
    db,
    `SELECT s.user_id, u.company_name, (SELECT st.store_name FROM stores st WHERE st.seller_id = s.id) AS store_name
       FROM sellers s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    sellerId,
  );
  const requisite = seller ? requisitesOf(db, seller.user_id) : undefined;
  return {
    name:
      blank(requisite?.full_company_name_or_ip_name) ??
      blank(requisite?.company_name_or_ip_name) ??
      blank(seller?.company_name) ??
      blank(seller?.store_name) ??
      '',
    inn: blank(requisite?.vat),
    kpp: blank(requisite?.kpp),
    address: requisite ? legalAddress(db, requisite.id) : null,
  };
}

export function buyerParty(db: Db, buyerId: number): DocumentParty {
  const buyer = one<{ name: string | null; company_name: string | null; city: string | null }>(
    db,
    `SELECT ${BUYER_NAME_SQL} AS name, NULLIF(TRIM(u.company_name), '') AS company_name, u.city
       FROM users u WHERE u.id = ?`,
    buyerId,
  );
  const business = blank(buyer?.company_name) !== null;
  const requisite = business ? requisitesOf(db, buyerId) : undefined;
  return {
    name: blank(requisite?.full_company_name_or_ip_name) ?? blank(buyer?.name) ?? '',
    inn: blank(requisite?.vat),
    kpp: blank(requisite?.kpp),
    address:
      (requisite ? legalAddress(db, requisite.id) : null) ??
      (blank(buyer?.city) ? `г. ${buyer?.city}` : null),
  };
}

/** 'ИНН/КПП 7701234567/770101001', 'ИНН 7701234567', or null. */
export function innKpp(party: DocumentParty): string | null {
  if (party.inn && party.kpp) return `ИНН/КПП ${party.inn}/${party.kpp}`;
  return party.inn ? `ИНН ${party.inn}` : null;
}
