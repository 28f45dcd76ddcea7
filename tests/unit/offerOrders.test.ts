import { describe, expect, it } from 'vitest';
import { offerOrderForm } from '../../src/api/offerOrders';
import { validateOfferOrder, type OfferOrderFormValues } from '../../src/components/offer-order';

const pdf = new File(['%PDF-1.4'], 'спецификация.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'чертёж.png', { type: 'image/png' });

const parts = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, value instanceof File ? `file:${value.name}` : value]);

describe('the order creation form (multipart, spec section 3)', () => {
  it('a request: OrderRequestId, InvoiceValidDays, the description when filled, then each file', () => {
    const form = offerOrderForm(
      { orderRequestId: 40 },
      {
        invoiceValidDays: 5,
        orderDescription: '  Поставка в два этапа ',
        technicalDocumentations: [pdf, png],
      },
    );
    expect(parts(form)).toEqual([
      ['OrderRequestId', '40'],
      ['InvoiceValidDays', '5'],
      ['OrderDescription', 'Поставка в два этапа'],
      ['TechnicalDocumentations', 'file:спецификация.pdf'],
      ['TechnicalDocumentations', 'file:чертёж.png'],
    ]);
  });

  it('a tender: TenderId; no description part when it is blank or missing, no file part without files', () => {
    expect(
      parts(
        offerOrderForm(
          { tenderId: 9 },
          { invoiceValidDays: 30, orderDescription: '   ', technicalDocumentations: [] },
        ),
      ),
    ).toEqual([
      ['TenderId', '9'],
      ['InvoiceValidDays', '30'],
    ]);
    expect(
      parts(
        offerOrderForm(
          { tenderId: 9 },
          { invoiceValidDays: 1, orderDescription: null, technicalDocumentations: [] },
        ),
      ),
    ).toEqual([
      ['TenderId', '9'],
      ['InvoiceValidDays', '1'],
    ]);
  });
});

const values = (overrides: Partial<OfferOrderFormValues> = {}): OfferOrderFormValues => ({
  invoiceValidDays: '5',
  orderDescription: '',
  files: [],
  ...overrides,
});

const keysOf = (errors: ReturnType<typeof validateOfferOrder>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message?.key]));

describe('the order creation rules', () => {
  it('days 1..30; the description optional for a request, required for a tender', () => {
    expect(keysOf(validateOfferOrder(values(), false))).toEqual({
      invoiceValidDays: undefined,
      orderDescription: undefined,
      files: undefined,
    });
    expect(validateOfferOrder(values({ invoiceValidDays: '31' }), false).invoiceValidDays?.key).toBe(
      'orders.validation.integerRange',
    );
    expect(validateOfferOrder(values({ invoiceValidDays: '0' }), false).invoiceValidDays).toBeDefined();
    expect(validateOfferOrder(values(), true).orderDescription?.key).toBe('orders.validation.required');
    expect(
      validateOfferOrder(values({ orderDescription: 'x'.repeat(1001) }), false).orderDescription?.key,
    ).toBe('orders.validation.maxLength');
  });

  it('files: at most 10, PDF or images, each ≤ 10 MB and ≤ 50 MB in all', () => {
    const big = (name: string) =>
      new File([new Uint8Array(9 * 1024 * 1024)], name, { type: 'application/pdf' });
    expect(
      validateOfferOrder(values({ files: Array.from({ length: 11 }, () => pdf) }), false).files?.key,
    ).toBe('orders.validation.filesTooMany');
    const zip = new File(['zip'], 'архив.zip', { type: 'application/zip' });
    expect(validateOfferOrder(values({ files: [zip] }), false).files?.key).toBe('orders.validation.fileType');
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => big(`${n}.pdf`));
    expect(validateOfferOrder(values({ files: six }), false).files?.key).toBe(
      'offerOrder.filesTotalTooLarge',
    );
    expect(validateOfferOrder(values({ files: six.slice(0, 5) }), false).files).toBeUndefined();
  });
});
