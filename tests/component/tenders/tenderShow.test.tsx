import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ERROR_TEXT,
  page,
  products,
  renderShell,
  stubTendersApi,
  T,
  tender,
  tenderProposal,
  type ApiCall,
  type Handler,
} from './tendersHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stubTender = (extra: Record<string, Handler> = {}) =>
  stubTendersApi({
    'Tender/GetTenderById': () => tender(),
    'Tender/GetProductsForTenderProposal': () => products,
    'Tender/GetTenderProposalsByFilter': () => page([]),
    ...extra,
  });

const form = () => screen.findByRole('form', { name: 'Ваше предложение' }, T);
const field = (scope: HTMLElement, name: RegExp) =>
  within(scope).getByRole<HTMLInputElement>('textbox', { name });
const comparisonRow = (figure: string) => {
  const row = document.querySelector(`[data-figure="${figure}"]`);
  if (!row) throw new Error(`no comparison row ${figure}`);
  return row as HTMLElement;
};

async function pickProduct(scope: HTMLElement, name: RegExp) {
  const input = within(scope).getByRole('combobox', { name: /Товар/ });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}

const createCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === 'Tender/CreateTenderProposal');

describe('/tenders/{tenderId}', () => {
  it('shows the terms (the description as text), the buyer, the files and the live countdown', async () => {
    const calls = stubTender();
    renderShell('/tenders/31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кабель ВВГнг 3×2,5 для склада' }, T),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === 'Tender/GetTenderById')?.url.searchParams.get('tenderId')).toBe('31');
    const terms = screen.getByRole('region', { name: 'Условия тендера' });
    // the buyer's markup stays text
    expect(within(terms).getByText(/Нужен кабель <b>с сертификатом<\/b>\./)).toBeTruthy();
    expect(within(terms).getByText('500 м')).toBeTruthy();
    expect(within(terms).getByText('1 000,00 руб.')).toBeTruthy();
    expect(within(terms).getByText('500 000,00 руб.')).toBeTruthy();
    expect(within(terms).getByText('20 дней')).toBeTruthy();
    expect(within(terms).getByText('Доставка продавцом')).toBeTruthy();
    expect(within(terms).getByText('г. Екатеринбург, ул. Монтажников, 4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Спецификация.pdf' }).getAttribute('href')).toBe(
      '/seller/uploads/spec-31.pdf',
    );
    expect(screen.getByTestId('tender-countdown').textContent).toBe('Срок приёма: осталось 2 дня 5 ч');
    expect(screen.getByText('Приём предложений')).toBeTruthy();
  });

  it('the proposal form: products of the tender category first, price and quantity prefilled, the comparison live, the body sent, then /tenders/my-tenders', async () => {
    const calls = stubTender({ 'Tender/CreateTenderProposal': () => ({ id: 777 }) });
    const shell = renderShell('/tenders/31');
    const proposal = await form();
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === 'Tender/GetProductsForTenderProposal')?.url.searchParams.get('storeId'),
      ).toBe('9'),
    );

    fireEvent.mouseDown(within(proposal).getByRole('combobox', { name: /Товар/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Кабель ВВГнг-LS 3×2,5Артикул VVG-325, цена 950,50 руб. – 1 100,00 руб.',
      'Гвозди строительные 100 ммАртикул GV-100, цена 150,00 руб. – 180,00 руб.',
    ]);
    expect(screen.getByText('Категория тендера: Кабель и провод')).toBeTruthy();
    fireEvent.click(options[0]!);

    expect(field(proposal, /Цена за единицу/).value).toBe('950.5');
    expect(field(proposal, /Количество/).value).toBe('500');
    fireEvent.change(field(proposal, /Цена за единицу/), { target: { value: '1100' } });
    fireEvent.change(field(proposal, /Срок поставки/), { target: { value: '14' } });
    fireEvent.change(field(proposal, /Стоимость доставки/), { target: { value: '5000' } });
    fireEvent.change(field(proposal, /Комментарий/), { target: { value: '  Сертификаты приложим  ' } });

    const price = comparisonRow('pricePerUnit');
    expect(within(price).getByText('1 100,00 руб.')).toBeTruthy();
    expect(within(price).getByText('1 000,00 руб.')).toBeTruthy();
    expect(within(price).getByText('+100,00 руб. (+10 %)')).toBeTruthy();
    expect(within(price).getByText('Вне условий')).toBeTruthy();
    const total = comparisonRow('total');
    expect(within(total).getByText('555 000,00 руб.')).toBeTruthy();
    expect(within(total).getByText('+55 000,00 руб. (+11 %)')).toBeTruthy();
    expect(within(comparisonRow('quantity')).getByText('В рамках условий')).toBeTruthy();
    expect(within(comparisonRow('deliveryDays')).getByText('\u22126 дней')).toBeTruthy();
    expect(within(comparisonRow('delivery')).getByText('5 000,00 руб.')).toBeTruthy();
    expect(within(comparisonRow('delivery')).getByText('Доставка продавцом')).toBeTruthy();

    fireEvent.click(within(proposal).getByRole('button', { name: 'Отправить предложение' }));
    await waitFor(() => expect(shell.location()).toBe('/tenders/my-tenders'), T);
    expect(createCalls(calls).map((c) => c.json)).toEqual([
      {
        tenderId: 31,
        productId: 12,
        pricePerUnit: 1100,
        quantity: 500,
        deliveryDays: 14,
        deliveryAmount: 5000,
        comment: 'Сертификаты приложим',
      },
    ]);
    expect(await screen.findByText('Предложение отправлено')).toBeTruthy();
    expect(sessionStorage.getItem('draft:tenders:proposal:31')).toBeNull();
  });

  it('nothing is sent while the form breaks a rule; each message names the rule', async () => {
    const calls = stubTender();
    renderShell('/tenders/31');
    const proposal = await form();
    fireEvent.change(field(proposal, /Количество/), { target: { value: '2,5' } });
    fireEvent.change(field(proposal, /Цена за единицу/), { target: { value: '10,555' } });
    fireEvent.click(within(proposal).getByRole('button', { name: 'Отправить предложение' }));
    expect(await within(proposal).findByText('Выберите товар')).toBeTruthy();
    expect(
      within(proposal).getByText('Больше 0 и не более 100 000 000 руб., не более 2 знаков после запятой'),
    ).toBeTruthy();
    expect(within(proposal).getByText('Целое число от 1 до 1 000 000')).toBeTruthy();
    expect(within(proposal).getAllByText('Обязательное поле')).toHaveLength(2);
    expect(within(proposal).getByText('Исправьте поля, отмеченные красным')).toBeTruthy();
    expect(createCalls(calls)).toHaveLength(0);
  });

  it('the buyer collects: the delivery cost is 0 and cannot be changed', async () => {
    const calls = stubTender({
      'Tender/GetTenderById': () => tender({ shippingMethodId: 2 }),
      'Tender/CreateTenderProposal': () => ({ id: 778 }),
    });
    const shell = renderShell('/tenders/31');
    const proposal = await form();
    const delivery = field(proposal, /Стоимость доставки/);
    expect(delivery.value).toBe('0');
    expect(delivery.disabled).toBe(true);
    await pickProduct(proposal, /Кабель ВВГнг-LS/);
    fireEvent.change(field(proposal, /Срок поставки/), { target: { value: '30' } });
    expect(within(comparisonRow('delivery')).getByText('бесплатно')).toBeTruthy();
    expect(within(comparisonRow('delivery')).getByText('Самовывоз покупателем')).toBeTruthy();
    fireEvent.click(within(proposal).getByRole('button', { name: 'Отправить предложение' }));
    await waitFor(() => expect(shell.location()).toBe('/tenders/my-tenders'), T);
    expect(createCalls(calls)[0]?.json).toEqual({
      tenderId: 31,
      productId: 12,
      pricePerUnit: 950.5,
      quantity: 500,
      deliveryDays: 30,
      deliveryAmount: 0,
      comment: null,
    });
  });

  it('a refusal (-1) is shown in the form, which keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubTender({
      'Tender/CreateTenderProposal': () => ({
        status: -1,
        errorMessage: 'Вы уже отправили предложение в этот тендер',
      }),
    });
    const shell = renderShell('/tenders/31');
    const proposal = await form();
    await pickProduct(proposal, /Кабель ВВГнг-LS/);
    fireEvent.change(field(proposal, /Срок поставки/), { target: { value: '14' } });
    fireEvent.change(field(proposal, /Стоимость доставки/), { target: { value: '0' } });
    fireEvent.click(within(proposal).getByRole('button', { name: 'Отправить предложение' }));
    const alert = await within(proposal).findByRole('alert', {}, T);
    expect(alert.textContent).toContain('Сервер не принял предложение');
    expect(alert.textContent).toContain('Вы уже отправили предложение в этот тендер');
    expect(shell.location()).toBe('/tenders/31');
    expect(field(proposal, /Срок поставки/).value).toBe('14');
    expect(createCalls(calls)).toHaveLength(1);
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
  });

  it('the typed values survive a reload of the page (a session refresh) as a draft', async () => {
    stubTender();
    renderShell('/tenders/31');
    let proposal = await form();
    await pickProduct(proposal, /Кабель ВВГнг-LS/);
    fireEvent.change(field(proposal, /Срок поставки/), { target: { value: '21' } });
    fireEvent.change(field(proposal, /Цена за единицу/), { target: { value: '990' } });
    cleanup();

    renderShell('/tenders/31');
    proposal = await form();
    expect(field(proposal, /Срок поставки/).value).toBe('21');
    expect(field(proposal, /Цена за единицу/).value).toBe('990');
    await waitFor(() =>
      expect(within(proposal).getByRole<HTMLInputElement>('combobox', { name: /Товар/ }).value).toBe(
        'Кабель ВВГнг-LS 3×2,5',
      ),
    );
    expect(within(comparisonRow('pricePerUnit')).getByText('\u221210,00 руб. (\u22121 %)')).toBeTruthy();
  });

  it('with a proposal already sent: it is shown with the comparison and a link to its page, no form', async () => {
    stubTender({
      'Tender/GetTenderById': () =>
        tender({ myProposalId: 501, myProposalStatusId: 1, myProposal: tenderProposal() }),
    });
    renderShell('/tenders/31');
    const mine = await screen.findByRole('region', { name: 'Ваше предложение' }, T);
    expect(within(mine).getByText('Кабель ВВГнг-LS 3×2,5')).toBeTruthy();
    expect(within(mine).getByText('555 000,00 руб.')).toBeTruthy();
    expect(within(mine).getByText('Отгрузка со склада в Екатеринбурге')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Открыть предложение' }).getAttribute('href')).toBe(
      '/tenders-proposal/501',
    );
    expect(within(comparisonRow('pricePerUnit')).getByText('+100,00 руб. (+10 %)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ваше предложение' })).toBeNull();
  });

  it('a tender that no longer takes proposals says so and offers no form', async () => {
    stubTender({ 'Tender/GetTenderById': () => tender({ statusId: 5 }) });
    renderShell('/tenders/31');
    expect(await screen.findByText('Приём предложений по этому тендеру закрыт.', {}, T)).toBeTruthy();
    expect(screen.getByText('Отменён')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ваше предложение' })).toBeNull();
  });

  it('a tender the seller may not see (-1) goes to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubTender({ 'Tender/GetTenderById': () => ({ status: -1, errorMessage: 'Тендер не найден' }) });
    const shell = renderShell('/tenders/31');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(await screen.findByText(ERROR_TEXT, {}, T)).toBeTruthy();
  });
});
