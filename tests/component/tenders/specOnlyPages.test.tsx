import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { expectCleanPage, renderShell, stubSpecOnlyApi } from '../specOnly/specOnlyHarness';
import type { Handler } from '../orders/ordersHarness';
import {
  categories,
  page,
  products,
  proposalRow,
  T,
  tender,
  tenderProposal,
  tenderRow,
} from './tendersHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DASH = '----';

/** The spec-only server with the category lookup of the tender search. */
const stubTenders = (handlers: Record<string, Handler>) =>
  stubSpecOnlyApi({ 'Product/GetCategoriesByGroupId': () => categories, ...handlers });

describe('the tender pages against a server that sends only the specification’s fields', () => {
  it('/tenders/search: a row without title, figures or dates shows ---- and links by its id', async () => {
    stubTenders({ 'Tender/GetAllTenders': () => page([tenderRow(), tenderRow({ id: 32 })]) });
    const shell = renderShell('/tenders/search');
    const table = await screen.findByRole('table', { name: 'Тендеры' }, T);
    const links = await within(table).findAllByRole('link', { name: DASH });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tenders/31', '/tenders/32']);
    expect(within(table).getAllByText('ООО «СтройМонтаж»')).toHaveLength(2);
    expect(within(table).getAllByText(DASH).length).toBeGreaterThanOrEqual(10);
    expect(shell.location()).toBe('/tenders/search');
    expectCleanPage();
  }, 40_000);

  it('/tenders/my-tenders: the proposal rows, and an empty page without results', async () => {
    stubTenders({ 'Tender/GetTenderProposalsByFilter': () => page([proposalRow()]) });
    const shell = renderShell('/tenders/my-tenders');
    const table = await screen.findByRole('table', { name: 'Мои предложения' }, T);
    expect(await within(table).findByText('Кабель ВВГнг-LS 3×2,5')).toBeTruthy();
    expect(within(table).getByRole('link', { name: DASH }).getAttribute('href')).toBe('/tenders/31');
    expect(within(table).queryByText(/бюджет/)).toBeNull();
    expect(shell.location()).toBe('/tenders/my-tenders');
    expectCleanPage();
  }, 40_000);

  it('/tenders/my-tenders: a reply without results shows the empty state', async () => {
    stubTenders({ 'Tender/GetTenderProposalsByFilter': () => null });
    const shell = renderShell('/tenders/my-tenders');
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/tenders/my-tenders');
    expectCleanPage();
  }, 40_000);

  it('/tenders/{id}: the number as title, the terms as ----, the buyer by name, the form of an open tender', async () => {
    stubTenders({
      'Tender/GetTenderById': () => tender(),
      'Tender/GetProductsForTenderProposal': () => products,
    });
    const shell = renderShell('/tenders/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Тендер № 31' }, T)).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Условия тендера' });
    expect(within(terms).getAllByText(DASH).length).toBeGreaterThan(3);
    expect(
      within(screen.getByRole('region', { name: 'Покупатель' })).getByText('ООО «СтройМонтаж»'),
    ).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Ваше предложение' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Количество/ })).toBeTruthy();
    expect(shell.location()).toBe('/tenders/31');
    expectCleanPage();
  }, 40_000);

  it('/tenders-proposal/{id}: the offer, its tender and the comparison with ---- for what is missing', async () => {
    stubTenders({ 'Tender/GetTenderProposalById': () => tenderProposal({ orderId: 90 }) });
    const shell = renderShell('/tenders-proposal/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Предложение № 501' }, T)).toBeTruthy();
    const offer = screen.getByRole('region', { name: 'Ваше предложение' });
    expect(within(offer).getByText('Кабель ВВГнг-LS 3×2,5')).toBeTruthy();
    const tenderCard = screen.getByRole('region', { name: 'Тендер' });
    expect(within(tenderCard).getByText('ООО «СтройМонтаж»')).toBeTruthy();
    expect(within(tenderCard).getByRole('link', { name: 'Открыть тендер' }).getAttribute('href')).toBe(
      '/tenders/31',
    );
    const comparison = screen.getByRole('region', { name: 'Сравнение с условиями тендера' });
    expect(within(comparison).getAllByText(DASH).length).toBeGreaterThan(5);
    expect(screen.getByRole('link', { name: 'Заказ № 90' }).getAttribute('href')).toBe('/orders/90');
    expect(screen.getByRole('button', { name: 'Отозвать предложение' })).toBeTruthy();
    expect(shell.location()).toBe('/tenders-proposal/501');
    expectCleanPage();
  }, 40_000);

  it('/tenders-proposal/{id}: a reply with nothing readable offers no action that needs the tender', async () => {
    stubTenders({ 'Tender/GetTenderProposalById': () => ({ statusId: 1 }) });
    const shell = renderShell('/tenders-proposal/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Предложение № 501' }, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отозвать предложение' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Открыть тендер' })).toBeNull();
    expect(shell.location()).toBe('/tenders-proposal/501');
    expectCleanPage();
  }, 40_000);
});
