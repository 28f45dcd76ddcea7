import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import type { TemplateListItem } from '../../../contract';
import { SellerUserProvider } from '../../../src/authProvider/SellerUserContext';
import { FAILED_PAGE_KEY } from '../../../src/api/navigation';
import { createDataProvider, sellerScopeOf } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/polyglot';
import ProductCreatePage from '../../../src/resources/products/form/ProductCreatePage';
import { groupTwoSeller, lookupReplies, stubApi } from './formHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 8000 };

const template = (id: number, name: string, isActive: boolean): TemplateListItem => ({
  id,
  name,
  isActive,
  products: [],
  directionsCount: 1,
  directionsSummary: 'Россия: все регионы, 3–10 дн.',
  deliveryDayFrom: 3,
  deliveryDayTo: 10,
});

const templates = {
  results: [template(7, 'По всей России', true), template(8, 'Беларусь (сезонный)', false)],
  pageCount: 1,
  rowCount: 2,
};

/** The product form with the shell's data provider (every resource, delivery templates too). */
function renderForm() {
  localStorage.setItem('sellerAccessToken', 'access-1');
  let pathname = '/products/add';
  render(
    <TestMemoryRouter initialEntries={[pathname]} locationCallback={(location) => (pathname = location.pathname)}>
      <SellerUserProvider user={groupTwoSeller}>
        <Admin
          dataProvider={createDataProvider(sellerScopeOf(groupTwoSeller))}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/products/add" element={<ProductCreatePage />} />
            <Route path="/products/wholesale" element={<p>wholesale list</p>} />
          </CustomRoutes>
        </Admin>
      </SellerUserProvider>
    </TestMemoryRouter>,
  );
  return { location: () => pathname };
}

const delivery = () => screen.findByRole('region', { name: 'Доставка, вес и размеры' }, SLOW);
const templateSelect = (scope: HTMLElement) => within(scope).getByRole('combobox', { name: /Шаблон доставки/ });
const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });

async function choose(scope: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The smallest publishable wholesale product: main data, a category, a tag and one option. */
async function fillProduct() {
  const main = await screen.findByRole('region', { name: 'Основные данные' }, SLOW);
  type(main, /^Название товара/, 'Цемент М500');
  await choose(main, /Единица измерения/, 'мешок');
  await choose(main, /Тип товара/, 'Оптовый');
  type(main, /^Минимум единиц в заказе/, '10');
  const categories = screen.getByRole('region', { name: 'Категории' });
  fireEvent.click(
    await within(categories).findByRole('button', { name: 'Показать подкатегории «Стройматериалы»' }),
  );
  fireEvent.click(await within(categories).findByRole('checkbox', { name: 'Стройматериалы / Цемент' }));
  const tags = screen.getByRole('region', { name: 'Теги' });
  type(tags, /^Теги/, 'цемент');
  fireEvent.keyDown(within(tags).getByRole('textbox', { name: /^Теги/ }), { key: 'Enter' });
  const option = screen.getByRole('group', { name: 'Вариант 1' });
  type(option, /^Артикул/, 'Ц-500');
  type(option, /^Цена за единицу/, '1000');
  type(option, /^Скидка/, '10');
  type(option, /^(Минимальная цена)/, '900');
  type(option, /^(Максимальная цена)/, '1200');
  type(option, /^Количество для продажи/, '50');
  await choose(option, /Цвет/, 'Серый');
}

describe("the product form's delivery template", () => {
  it("offers the store's templates (inactive ones marked) and sends the chosen one as templateId", async () => {
    const calls = stubApi(
      lookupReplies({ 'Product/GetAllTemplates': () => templates, 'Product/AddProduct': () => true }),
    );
    const { location } = renderForm();
    await fillProduct();
    const section = await delivery();
    fireEvent.mouseDown(templateSelect(section));
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'По всей России' });
    const names = within(listbox)
      .getAllByRole('option')
      .map((item) => item.textContent);
    expect(names).toEqual(['Без шаблона', 'По всей России', 'Беларусь (сезонный) (неактивен)']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Беларусь (сезонный) (неактивен)' }));

    const list = calls.find((call) => call.path === 'Product/GetAllTemplates');
    expect(list?.json).toMatchObject({ storeId: 9, templateName: null, pagination: { page: 1, pageSize: 100 } });

    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(location()).toBe('/products/wholesale'), SLOW);
    const add = calls.filter((call) => call.path === 'Product/AddProduct');
    expect(add).toHaveLength(1);
    expect(add[0]?.json).toMatchObject({ templateId: 8 });
  });

  it('a failed template list still offers «Без шаблона» and keeps the seller on the form', async () => {
    const calls = stubApi(
      lookupReplies({ 'Product/GetAllTemplates': () => ({ status: -1, errorMessage: 'Сбой' }) }),
    );
    const { location } = renderForm();
    const section = await delivery();
    await waitFor(() => expect(calls.some((call) => call.path === 'Product/GetAllTemplates')).toBe(true));
    fireEvent.mouseDown(templateSelect(section));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((item) => item.textContent)).toEqual(['Без шаблона']);
    expect(location()).toBe('/products/add');
    // The error page was not opened (it keeps the failed page's path first).
    expect(sessionStorage.getItem(FAILED_PAGE_KEY)).toBeNull();
  });
});
