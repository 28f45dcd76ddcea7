import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { Request } from 'playwright-core';
import { lastBody, screenshot, signedInSession, TINY_PDF, withFilter, type SignedInSession } from './harness';

/**
 * Tenders end to end (docs/contract/requests-tenders.md): the demo seller finds an open tender,
 * sends a proposal compared with the tender's terms, sees it in 'Мои тендеры' and deletes it; then
 * turns the tender it has won (seeded) into a wholesale order with its technical documentation.
 */

let session: SignedInSession;
let apiCalls: Request[];
let tenderTitle = '';
let proposalId = 0;

beforeAll(async () => {
  session = await signedInSession();
  apiCalls = session.apiCalls;
});

afterAll(async () => {
  await session?.close();
});

describe('tenders', () => {
  it('finds an open tender without a proposal of the seller and opens it', async () => {
    const { page, server } = session;
    await page.goto(server.url(withFilter('/tenders/search', { withoutMyProposal: true })));
    const firstTitle = page.locator('tbody tr').first().locator('a').first();
    await firstTitle.waitFor();
    const body = lastBody(apiCalls, 'Tender/GetAllTenders');
    expect(body).toMatchObject({
      withoutMyProposal: true,
      statusId: null,
      column: 'deadline',
      sortByAscending: true,
    });
    // The last visit is stored as now minus one hour (spec section 4).
    const stored = await page.evaluate(() => localStorage.getItem('sellerTendersLastVisit'));
    expect(Math.abs(Date.now() - 3_600_000 - Date.parse(stored ?? ''))).toBeLessThan(120_000);

    tenderTitle = (await firstTitle.innerText()).trim();
    await firstTitle.click();
    await page.waitForURL(/\/seller\/tenders\/\d+$/);
    await page.getByRole('heading', { name: 'Условия тендера' }).waitFor();
  });

  it('sends a proposal, compared with the terms, and finds it in my tenders', async () => {
    const { page } = session;
    const product = page.getByRole('combobox', { name: 'Товар' });
    await product.click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Срок поставки, дней').fill('10');
    const delivery = page.getByLabel('Стоимость доставки, руб.');
    if (await delivery.isEditable()) await delivery.fill('0');
    await page.getByText('Сравнение с условиями тендера').waitFor();
    await page.getByRole('button', { name: 'Отправить предложение' }).click();
    await page.waitForURL(/\/seller\/tenders\/my-tenders/);
    const sent = lastBody(apiCalls, 'Tender/CreateTenderProposal');
    expect(sent).toMatchObject({ deliveryDays: 10, deliveryAmount: 0 });
    expect(sent.pricePerUnit).toBeGreaterThan(0);

    // Newest first: the sent proposal is the first row, marked 'Новое' and announced.
    const row = page.locator('tbody tr').first();
    await row.getByText(tenderTitle, { exact: true }).waitFor();
    await expect.poll(() => row.getByText('На рассмотрении').count()).toBe(1);
    await row.getByText('Новое', { exact: true }).waitFor();
    expect(await page.locator('tbody [data-sent-proposal]').count()).toBe(1);
    expect(lastBody(apiCalls, 'Tender/GetTenderProposalsByFilter')).toMatchObject({
      column: 'creationDate',
      sortByAscending: false,
    });
    const link = row.getByRole('link', { name: /^№ \d+$/ });
    proposalId = Number(/\d+/.exec(await link.innerText())?.[0]);
    await page
      .getByRole('status')
      .filter({ hasText: `Предложение № ${proposalId} отправлено. В списке оно отмечено «Новое».` })
      .waitFor();
    await screenshot(page, 'tender-proposal-sent');
  });

  it('deletes the proposal and returns to my tenders, where it is gone', async () => {
    const { page, server } = session;
    await page.goto(server.url(`/tenders-proposal/${proposalId}`));
    await page.getByRole('heading', { name: `Предложение № ${proposalId}` }).waitFor();
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL(/\/seller\/tenders\/my-tenders/);
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByText(tenderTitle, { exact: true }).count()).toBe(0);
    expect(
      new URL(
        apiCalls
          .filter((r) => r.url().includes('DeleteTenderProposal'))
          .at(-1)
          ?.url() ?? '',
      ).search,
    ).toBe(`?id=${proposalId}`);
  });

  it('turns a won tender into a wholesale order with its documentation', async () => {
    const { page, server } = session;
    await page.goto(server.url(withFilter('/tenders/my-tenders', { statusId: 2 })));
    const link = page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^№ \d+$/ });
    await link.click();
    await page.waitForURL(/\/seller\/tenders-proposal\/\d+$/);
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    const dialog = page.getByRole('dialog');
    // A tender's order needs a description.
    await dialog.getByRole('button', { name: 'Создать заказ' }).click();
    await dialog.getByText('Обязательное поле').waitFor();
    await dialog.getByLabel('Описание заказа').fill('Поставка по итогам тендера');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Спецификация.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await dialog.getByRole('button', { name: 'Создать заказ' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Заказ создан' });
    const orderLink = notice.getByRole('link', { name: /Открыть заказ № \d+/ });
    await orderLink.waitFor();
    const orderId = Number(/№ (\d+)/.exec(await orderLink.innerText())?.[1]);
    const zipHref =
      (await notice.getByRole('link', { name: 'Скачать документацию (ZIP)' }).getAttribute('href')) ?? '';
    const zip = await fetch(new URL(zipHref, server.origin));
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toEqual(['Спецификация.pdf']);

    await notice.getByRole('button').first().click();
    await page.getByText('Заказ создан', { exact: true }).first().waitFor();
    await page.goto(server.url(`/orders/${orderId}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(`Заказ № ${orderId}$`) }).waitFor();
    await page.getByText('Не оплачен', { exact: true }).first().waitFor();
    await screenshot(page, 'tender-order-created');
  });
});
