import { describe, expect, it } from 'vitest';
import type { ProposalFormValues } from '../../src/api/orderRequestsPayloads';
import { requestActionsFor } from '../../src/resources/order-requests/actions';
import {
  compareWithTarget,
  initialProposalValues,
  proposalTotals,
  reviveProposalDraft,
  validateProposal,
} from '../../src/resources/order-requests/proposal/proposalRules';
import { orderRequest, sentProposal } from '../component/requests/requestsHarness';

const values = (overrides: Partial<ProposalFormValues> = {}): ProposalFormValues => ({
  validDays: '7',
  deliveryDays: '14',
  deliveryAmount: '1500',
  comment: '',
  lines: [
    { orderRequestProductId: 301, price: '3845,71', quantity: '95' },
    { orderRequestProductId: 302, price: '5200', quantity: '10' },
  ],
  ...overrides,
});

describe('the actions of an order request by status (rules as data)', () => {
  it.each([
    [2, ['sendProposal', 'reject']],
    [3, ['editProposal', 'reject']],
    [6, ['createOrder']],
    [4, ['delete']],
    [5, ['delete']],
    [7, ['delete']],
    [8, ['delete']],
    [1, []],
    [null, []],
  ])('status %j offers %j', (statusId, actions) => {
    expect(requestActionsFor(statusId)).toEqual(actions);
  });
});

describe('the proposal form', () => {
  it('a new proposal starts from the top price (else the target price) and the wanted quantity', () => {
    const request = orderRequest();
    request.products[1] = { ...request.products[1]!, targetPrice: 5000 };
    expect(initialProposalValues(request)).toEqual({
      validDays: '7',
      deliveryDays: '',
      deliveryAmount: '',
      comment: '',
      lines: [
        { orderRequestProductId: 301, price: '3845,71', quantity: '95' },
        { orderRequestProductId: 302, price: '5000', quantity: '10' },
      ],
    });
  });

  it('a change starts from the sent proposal; the buyer collecting fixes the delivery at 0', () => {
    expect(initialProposalValues(orderRequest({ statusId: 3, proposal: sentProposal }))).toMatchObject({
      deliveryDays: '14',
      deliveryAmount: '1500',
      comment: 'Отгрузка со склада в Иванове',
      lines: [
        { orderRequestProductId: 301, price: '3700', quantity: '95' },
        { orderRequestProductId: 302, price: '5200', quantity: '10' },
      ],
    });
    expect(initialProposalValues(orderRequest({ shippingMethodId: 2 })).deliveryAmount).toBe('0');
  });

  it('live figures: line amounts, products, delivery and total in kopecks; null until computable', () => {
    expect(proposalTotals(values(), false)).toEqual({
      lines: [365342.45, 52000],
      productsAmount: 417342.45,
      deliveryAmount: 1500,
      totalAmount: 418842.45,
    });
    expect(proposalTotals(values({ deliveryAmount: '900' }), true).totalAmount).toBe(417342.45);
    const half = proposalTotals(
      values({ lines: [{ orderRequestProductId: 301, price: '', quantity: '95' }] }),
      false,
    );
    expect(half).toEqual({ lines: [null], productsAmount: null, deliveryAmount: 1500, totalAmount: null });
  });

  it('compares a price with the buyer target price in percent (a tenth)', () => {
    expect(compareWithTarget('3845,71', 3600)).toEqual({ kind: 'above', percent: 6.8 });
    expect(compareWithTarget('3500', 3600)).toEqual({ kind: 'below', percent: 2.8 });
    expect(compareWithTarget('3600', 3600)).toEqual({ kind: 'equal', percent: 0 });
    expect(compareWithTarget('3600', null)).toBeNull();
    expect(compareWithTarget('', 3600)).toBeNull();
  });

  it('rules: prices > 0 with two decimals, quantities 1..1 000 000, days, delivery 0.., comment ≤ 1000', () => {
    const keys = (form: ProposalFormValues, collects = false) =>
      Object.fromEntries(
        Object.entries(validateProposal(form, collects))
          .filter(([, message]) => message !== undefined)
          .map(([field, message]) => [field, message?.key]),
      );
    expect(keys(values())).toEqual({});
    expect(
      keys(
        values({
          validDays: '31',
          deliveryDays: '0',
          deliveryAmount: '-1',
          comment: 'x'.repeat(1001),
          lines: [
            { orderRequestProductId: 301, price: '0', quantity: '1000001' },
            { orderRequestProductId: 302, price: '10,555', quantity: '1,5' },
          ],
        }),
      ),
    ).toEqual({
      validDays: 'orders.validation.integerRange',
      deliveryDays: 'orders.validation.integerRange',
      deliveryAmount: 'orderRequests.validation.deliveryAmount',
      comment: 'orders.validation.maxLength',
      'price.0': 'orderRequests.validation.price',
      'quantity.0': 'orders.validation.integerRange',
      'price.1': 'orderRequests.validation.price',
      'quantity.1': 'orders.validation.integerRange',
    });
    expect(keys(values({ deliveryAmount: '' }), true)).toEqual({});
    expect(keys(values({ deliveryAmount: '0' }))).toEqual({});
    expect(keys(values({ deliveryAmount: '100000000,01' }))).toEqual({
      deliveryAmount: 'orderRequests.validation.deliveryAmount',
    });
  });

  it('a stored draft is used only when its lines are the request lines', () => {
    const initial = values();
    expect(reviveProposalDraft({ ...initial, deliveryDays: '3' }, initial)?.deliveryDays).toBe('3');
    expect(reviveProposalDraft({ ...initial, lines: initial.lines.slice(0, 1) }, initial)).toBeUndefined();
    expect(
      reviveProposalDraft({ ...initial, lines: [initial.lines[1], initial.lines[0]] }, initial),
    ).toBeUndefined();
    expect(reviveProposalDraft({ ...initial, lines: [{ price: 5 }, {}] }, initial)).toBeUndefined();
  });
});
