import { describe, expect, it } from 'vitest';
import * as rules from '../../rules';
import { DeliveryMethod, RetailStatus, ShippingMethod, WholesaleStatus } from '../../src/domain';

describe('status ids (rules/statuses.ts)', () => {
  it('spec section 4: wholesale, retail, safe deal, advert', () => {
    expect(rules.WholesaleStatus.NotPaid).toBe(1);
    expect(rules.WholesaleStatus.Cancelled).toBe(24);
    expect(rules.WHOLESALE_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24]);
    expect(rules.RETAIL_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 15, 16]);
    expect(rules.SafeDealStatus).toEqual({ Reserved: 1, Sent: 2, ReturnIssued: 3, NotPaid: 4 });
    expect(rules.AdvertStatusId).toEqual({ Active: 1, Expired: 2, Reactivated: 3, Declined: 4, Pending: 5 });
    expect(rules.ShippingMethod).toEqual({ SellerDelivers: 1, BuyerCollects: 2 });
    expect(rules.DeliveryMethod).toEqual({ MotorTransport: 1, Cdek: 2, PostOrCourier: 3 });
  });

  it('in-progress lists hold exactly the real statuses that are not final', () => {
    const final = [
      rules.WholesaleStatus.Completed,
      rules.WholesaleStatus.Declined,
      rules.WholesaleStatus.Cancelled,
    ];
    expect([...rules.WHOLESALE_IN_PROGRESS, ...final].sort((a, b) => a - b)).toEqual(
      rules.WHOLESALE_STATUS_IDS,
    );
    const retailFinal = [
      rules.RetailStatus.Delivered,
      rules.RetailStatus.Completed,
      rules.RetailStatus.Cancelled,
    ];
    expect([...rules.RETAIL_IN_PROGRESS, ...retailFinal].sort((a, b) => a - b)).toEqual(
      rules.RETAIL_STATUS_IDS,
    );
  });

  it('every key is PascalCase, and the client uses the very same tables', () => {
    const tables = [
      rules.WholesaleStatus,
      rules.RetailStatus,
      rules.SafeDealStatus,
      rules.ShippingMethod,
      rules.DeliveryMethod,
      rules.OrderRequestStatus,
      rules.TenderStatus,
      rules.TenderProposalStatus,
      rules.DisputeStatus,
      rules.AdvertStatusId,
      rules.ProductType,
      rules.ProductStatus,
      rules.ProductLabel,
    ];
    for (const table of tables) for (const key of Object.keys(table)) expect(key).toMatch(/^[A-Z][A-Za-z]*$/);
    expect(WholesaleStatus).toBe(rules.WholesaleStatus);
    expect(RetailStatus).toBe(rules.RetailStatus);
    expect(ShippingMethod).toBe(rules.ShippingMethod);
    expect(DeliveryMethod).toBe(rules.DeliveryMethod);
  });
});
