import { describe, expect, it } from 'vitest';
import { emptyOption, emptyProductValues, type ProductFormValues } from '../../src/api/productsPayloads';
import { isValidProduct, validateProduct } from '../../src/resources/products/form/rules';

const valid = (): ProductFormValues => ({
  ...emptyProductValues(2),
  productName: 'Цемент',
  measureUnitId: 1,
  categories: [{ categoryId: 31, name: 'Цемент' }],
  options: [
    {
      ...emptyOption(true),
      vendoreCode: 'A-1',
      minPrice: '10',
      maxPrice: '20',
      priceForOne: '15',
      discount: '0',
      quantityForSale: '0',
    },
  ],
});

const keysOf = (values: ProductFormValues, allowed: (1 | 2)[] = [1, 2]) => {
  const errors = validateProduct(values, allowed);
  return {
    fields: Object.fromEntries(Object.entries(errors.fields).flatMap(([k, m]) => (m ? [[k, m.key]] : []))),
    options: errors.options.map((o) =>
      Object.fromEntries(Object.entries(o).flatMap(([k, m]) => (m ? [[k, m.key]] : []))),
    ),
  };
};

describe('product form rules (the contract table)', () => {
  it('a complete product passes', () => {
    expect(isValidProduct(validateProduct(valid(), [1, 2]))).toBe(true);
  });

  it('main fields: name 3..200, unit and an allowed type, units 1..1 000 000, 1..5 categories, sizes > 0', () => {
    const values: ProductFormValues = {
      ...valid(),
      productName: 'ab',
      measureUnitId: null,
      minUnitInOrder: '0',
      productUnitInPackage: '1.5',
      categories: [],
      weight: '0',
      height: '10001',
      tags: ['x'.repeat(51)],
    };
    expect(keysOf(values, [1]).fields).toEqual({
      productName: 'productForm.validation.minLength',
      measureUnitId: 'productForm.validation.required',
      productTypeId: 'productForm.validation.required',
      minUnitInOrder: 'productForm.validation.integerRange',
      productUnitInPackage: 'productForm.validation.integerRange',
      categories: 'productForm.validation.categoriesRequired',
      weight: 'productForm.validation.sizeRange',
      height: 'productForm.validation.sizeRange',
      tags: 'productForm.validation.tagTooLong',
    });
  });

  it('options: max below min, discount 0..99, quantity, pre-order days, distinct vendor codes', () => {
    const [base] = valid().options;
    if (!base) throw new Error('no option');
    const values: ProductFormValues = {
      ...valid(),
      options: [
        {
          ...base,
          maxPrice: '5',
          discount: '100',
          quantityForSale: '-1',
          isPreOrder: true,
          preOrderDays: '91',
        },
        { ...base, vendoreCode: ' a-1 ', priceForOne: '0', baseOption: false },
      ],
    };
    expect(keysOf(values).options).toEqual([
      {
        maxPrice: 'productForm.validation.maxBelowMin',
        discount: 'productForm.validation.discountRange',
        quantityForSale: 'productForm.validation.quantity',
        preOrderDays: 'productForm.validation.integerRange',
      },
      {
        vendoreCode: 'productForm.validation.vendorCodeTaken',
        priceForOne: 'productForm.validation.positiveNumber',
      },
    ]);
  });
});
