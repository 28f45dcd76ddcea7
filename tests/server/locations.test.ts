import { describe, expect, it } from 'vitest';
import { addressText, cityName, REGIONS, regionName } from '../../server/lib/locations.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession, type OrdersServer, type SellerSession, withOrdersServer } from './ordersHelpers.js';

/**
 * Issue 8 point 15: seeded ready-to-send addresses carry region and city ids that the client's
 * location tables know (the client's static list is gone: docs/contract/delivery.md), and the server writes the
 * address with the city's name.
 */

describe('server/lib/locations.ts', () => {
  it('writes an address with names, leaving unknown ids out', () => {
    const address = {
      countryId: 1,
      regionId: 66,
      cityId: 6601,
      street: 'ул. Монтажников',
      houseNumber: '4',
      apartmentOrOficeNumber: 'склад 2',
      postalIndex: '620050',
    };
    expect(addressText(address)).toBe(
      '620050, Россия, Свердловская область, г. Екатеринбург, ул. Монтажников, д. 4, склад 2',
    );
    expect(addressText({ ...address, regionId: 77, cityId: 7701, postalIndex: null })).toBe(
      'Россия, г. Москва, ул. Монтажников, д. 4, склад 2',
    );
    expect(addressText({ ...address, regionId: 999, cityId: 1 })).toBe(
      '620050, Россия, ул. Монтажников, д. 4, склад 2',
    );
    expect(cityName(1)).toBeNull();
    expect(regionName(37)).toBe('Ивановская область');
  });
});

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

interface AddressRow {
  order_id: number;
  seller_id: number;
  country_id: number;
  region_id: number;
  city_id: number;
}

describe('seeded ready-to-send addresses', () => {
  it("use region and city ids of the client's lookups, the city inside its region", () => {
    const rows = server.db
      .prepare(
        `SELECT d.order_id, o.seller_id, d.country_id, d.region_id, d.city_id
         FROM wholesale_shipping_details d JOIN wholesale_orders o ON o.id = d.order_id
         WHERE d.street IS NOT NULL`,
      )
      .all() as AddressRow[];
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const region = REGIONS.find((r) => r.id === row.region_id);
      expect(region, `order ${row.order_id}`).toBeDefined();
      expect(
        region?.cities.map((c) => c.id),
        `order ${row.order_id}`,
      ).toContain(row.city_id);
      expect(row.country_id).toBe(1);
    }
  });

  it("put each seller's warehouse in the seller's own city", async () => {
    const cityOf = (sellerId: number) =>
      server.db
        .prepare(
          `SELECT DISTINCT d.region_id AS regionId, d.city_id AS cityId
           FROM wholesale_shipping_details d JOIN wholesale_orders o ON o.id = d.order_id
           WHERE d.street IS NOT NULL AND o.seller_id = ?`,
        )
        .all(sellerId);
    expect(cityOf(seller.sellerId)).toEqual([{ regionId: 66, cityId: 6601 }]);
    const second = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(cityOf(second.sellerId)).toEqual([{ regionId: 37, cityId: 3701 }]);
  });

  it('answer the address text with the city name in the order detail', async () => {
    const orderId = (
      server.db
        .prepare(
          `SELECT d.order_id AS id FROM wholesale_shipping_details d JOIN wholesale_orders o ON o.id = d.order_id
           WHERE d.street IS NOT NULL AND o.seller_id = ? ORDER BY d.order_id LIMIT 1`,
        )
        .get(seller.sellerId) as { id: number }
    ).id;
    const reply = await call<{ shippingDetails: { address: { cityId: number }; addressText: string } }>(
      server.app,
      'POST',
      `/Order/GetOrderById?id=${orderId}`,
      { token: seller.token },
    );
    expect(reply.body.data?.shippingDetails.address.cityId).toBe(6601);
    expect(reply.body.data?.shippingDetails.addressText).toBe(
      '620050, Россия, Свердловская область, г. Екатеринбург, ул. Монтажников, д. 4, склад 2',
    );
  });
});
