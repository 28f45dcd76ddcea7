import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import {
  createdProposalReply,
  productOptionsReply,
  tenderListReply,
  tenderProposalListReply,
  tenderProposalReply,
  tenderReply,
} from '../../src/api/tendersDecoders';
import { GARBAGE, specOnly } from './specOnlyReply';
import {
  products,
  proposalRow,
  tender,
  tenderProposal,
  tenderRow,
} from '../component/tenders/tendersHarness';

const readTenders = decoder(tenderListReply);
const readTender = decoder(tenderReply);
const readProposals = decoder(tenderProposalListReply);
const readProposal = decoder(tenderProposalReply);
const readProducts = decoder(productOptionsReply);
const readCreated = decoder(createdProposalReply);

const fullProposal = tenderProposal({
  statusId: 5,
  orderId: 90,
  orderDescription: 'Две поставки',
  technicalDocumentations: [{ url: '/seller/uploads/t.pdf', fileName: 'ТЗ.pdf' }],
  zipPath: '/seller/uploads/order-90.zip',
});
const fullTender = tender({ myProposalId: 501, myProposalStatusId: 1, myProposal: tenderProposal() });

describe('tender replies from our server decode to what they were', () => {
  it('the search page, the proposals page and the product list', () => {
    const tenders = {
      results: [tenderRow(), tenderRow({ id: 32, isNew: true, cityName: null })],
      pageCount: 2,
      rowCount: 14,
    };
    expect(readTenders(tenders)).toEqual(tenders);
    const proposals = {
      results: [proposalRow(), proposalRow({ id: 502, orderId: 7 })],
      pageCount: 1,
      rowCount: 2,
    };
    expect(readProposals(proposals)).toEqual(proposals);
    expect(readProducts(products)).toEqual(products);
    expect(readCreated({ id: 777 })).toEqual({ id: 777 });
  });

  it('a tender with its buyer, files and my proposal; a proposal with its tender and order', () => {
    expect(readTender(fullTender)).toEqual(fullTender);
    expect(readProposal(fullProposal)).toEqual(fullProposal);
  });
});

describe('a reply with only the fields the specification names', () => {
  it('a search row keeps id, buyer, shipping and status; the rest is null, not new', () => {
    const page = readTenders(specOnly({ results: [tenderRow()], pageCount: 1, rowCount: 1 }));
    expect(page.results).toEqual([
      {
        id: 31,
        title: null,
        categoryId: null,
        categoryName: null,
        buyerName: 'ООО «СтройМонтаж»',
        countryName: null,
        cityName: null,
        quantity: null,
        measureUnit: null,
        budgetPerUnit: null,
        budgetTotal: null,
        deliveryDays: null,
        shippingMethodId: 1,
        publishDate: null,
        deadline: null,
        statusId: 1,
        proposalsCount: null,
        myProposalId: null,
        myProposalStatusId: null,
        isNew: false,
      },
    ]);
  });

  it('a tender: the buyer from buyerName, no files, no proposal of mine', () => {
    const read = readTender(specOnly(fullTender));
    expect(read).toMatchObject({
      id: 31,
      statusId: 1,
      shippingMethodId: 1,
      description: null,
      files: [],
      myProposal: null,
    });
    expect(read.buyer).toEqual({ id: null, name: 'ООО «СтройМонтаж»', city: null });
  });

  it('a proposal row and a proposal: the tender from tenderId and buyerName only', () => {
    const row = readProposals(specOnly({ results: [proposalRow()], pageCount: 1 })).results[0];
    expect(row).toMatchObject({
      id: 501,
      tenderId: 31,
      tenderTitle: null,
      tenderStatusId: null,
      buyerName: 'ООО «СтройМонтаж»',
      productName: 'Кабель ВВГнг-LS 3×2,5',
      pricePerUnit: null,
      totalAmount: null,
      statusId: 1,
    });
    const proposal = readProposal(specOnly(fullProposal));
    expect(proposal).toMatchObject({
      id: 501,
      tenderId: 31,
      orderId: 90,
      zipPath: '/seller/uploads/order-90.zip',
      technicalDocumentations: [],
    });
    expect(proposal.tender).toMatchObject({
      id: 31,
      title: null,
      buyerName: 'ООО «СтройМонтаж»',
      quantity: null,
      budgetPerUnit: null,
      shippingMethodId: null,
    });
  });

  it('a product keeps its name, code, prices and image; no category or unit', () => {
    expect(readProducts(specOnly(products))[0]).toEqual({
      id: 40,
      productName: 'Гвозди строительные 100 мм',
      vendoreCode: 'GV-100',
      categoryId: null,
      categoryName: null,
      measureUnit: null,
      minPrice: 150,
      maxPrice: 180,
      quantity: null,
      image: null,
    });
  });
});

describe('flat and nested spellings', () => {
  it('a proposal with only a nested tender gets its flat tender fields from it', () => {
    const read = readProposal({
      id: 9,
      tender: {
        id: 4,
        title: 'Кабель',
        statusId: 2,
        deadline: '2026-12-01T00:00:00.000Z',
        buyer: { name: 'ООО «Ток»' },
        budgetPerUnit: 10,
        measureUnit: 'м',
        shipingMethodId: 2,
      },
    });
    expect(read).toMatchObject({
      tenderId: 4,
      tenderTitle: 'Кабель',
      tenderStatusId: 2,
      tenderDeadline: '2026-12-01T00:00:00.000Z',
      buyerName: 'ООО «Ток»',
      budgetPerUnit: 10,
      measureUnit: 'м',
    });
    expect(read.tender).toMatchObject({ id: 4, buyerName: 'ООО «Ток»', shippingMethodId: 2 });
  });

  it('a flat proposal gets its tender from the tender* fields', () => {
    const read = readProposal({
      id: 9,
      tenderId: 4,
      tenderTitle: 'Кабель',
      tenderStatusId: 3,
      tenderDeadline: '2026-12-01',
      buyerName: 'ООО «Ток»',
      budgetPerUnit: 10,
      shippingMethodId: 1,
    });
    expect(read.tender).toMatchObject({
      id: 4,
      title: 'Кабель',
      statusId: 3,
      deadline: '2026-12-01',
      buyerName: 'ООО «Ток»',
      budgetPerUnit: 10,
      shippingMethodId: 1,
    });
  });

  it('a tender’s buyer: nested buyer or flat buyerId / buyerName', () => {
    expect(readTender({ id: 1, buyer: { id: 5, name: 'А', city: 'Тула' } }).buyer).toEqual({
      id: 5,
      name: 'А',
      city: 'Тула',
    });
    expect(readTender({ id: 1, buyerId: 5, buyerName: 'А' }).buyer).toEqual({ id: 5, name: 'А', city: null });
    expect(readTenders({ results: [{ id: 1, buyer: { name: 'А' } }] }).results[0]?.buyerName).toBe('А');
  });

  it('missing totals follow their definitions', () => {
    expect(
      readTenders({ results: [{ id: 1, quantity: 3, budgetPerUnit: 10.5 }] }).results[0]?.budgetTotal,
    ).toBe(31.5);
    expect(
      readProposals({ results: [{ id: 1, quantity: 3, pricePerUnit: 10.5, deliveryAmount: 100 }] }).results[0]
        ?.totalAmount,
    ).toBe(131.5);
  });
});

describe('garbage never throws', () => {
  it.each(GARBAGE.map((value) => [JSON.stringify(value) ?? 'undefined', value]))('%s', (_name, value) => {
    expect(readTenders(value)).toEqual({ results: [], pageCount: 1, rowCount: null });
    expect(readProposals(value)).toEqual({ results: [], pageCount: 1, rowCount: null });
    expect(readProducts(value)).toEqual([]);
    expect(readCreated(value)).toEqual({ id: null });
    expect(readTender(value)).toMatchObject({
      id: null,
      buyer: { id: null, name: null },
      files: [],
      myProposal: null,
    });
    expect(readProposal(value)).toMatchObject({
      id: null,
      tender: { id: null, title: null },
      technicalDocumentations: [],
    });
  });

  it('wrong types read as missing; rows and products without an id are left out', () => {
    const page = readTenders({
      results: [{ title: 'без номера' }, { id: 3, isNew: 'yes', quantity: [], deadline: 5 }],
    });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ id: 3, isNew: false, quantity: null, deadline: '5' });
    expect(readProducts([{ productName: 'без номера' }, { id: 2 }, 'x'])).toEqual([
      expect.objectContaining({ id: 2, productName: '' }),
    ]);
    const read = readTender({ id: 1, myProposal: { comment: 'без номера' }, files: 'нет', buyer: [] });
    expect(read).toMatchObject({ myProposal: null, files: [], buyer: { id: null, name: null, city: null } });
  });
});
