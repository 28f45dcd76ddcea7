import type { ProductTypeId } from '../../../../contract';
import {
  parseDecimal,
  parseInteger,
  type ProductFormValues,
  type ProductOptionValues,
} from '../../../api/productsPayloads';
import type { KeysUnder } from '../../../i18n/keys';
import type { RuleMessage } from '../../../components/forms/ruleErrors';

/**
 * Validation of the product form before anything is sent: the rules of the contract's table
 * (docs/contract/products.md "A product"). Pure: values in, messages (i18n keys of
 * `productForm.validation.*` and their arguments) out.
 */

export type Message = RuleMessage;

type Field = Exclude<keyof ProductFormValues, 'options'>;
type OptionField = Exclude<keyof ProductOptionValues, 'id' | 'baseOption' | 'removedImages' | 'properties'>;

export type OptionErrors = Partial<Record<OptionField, Message>>;

export interface ProductErrors {
  fields: Partial<Record<Field | 'options', Message>>;
  /** Per option, by index (an option without errors has none). */
  options: OptionErrors[];
}

export const LIMITS = {
  nameMin: 3,
  nameMax: 200,
  description: 5000,
  country: 100,
  unitsMax: 1_000_000,
  categoriesMax: 5,
  weightMax: 100_000,
  sizeMax: 10_000,
  tagsMax: 20,
  tagMax: 50,
  optionsMax: 30,
  vendorCodeMax: 50,
  discountMax: 99,
  preOrderDaysMax: 90,
  imagesMax: 10,
} as const;

const msg = (key: KeysUnder<'productForm.validation.'>, args?: Record<string, string | number>): Message => ({
  key: `productForm.validation.${key}`,
  ...(args ? { args } : {}),
});

const blank = (text: string): boolean => text.trim() === '';

function textRange(text: string, min: number, max: number): Message | undefined {
  const length = text.trim().length;
  if (length === 0 && min > 0) return msg('required');
  if (length < min) return msg('minLength', { min });
  return length > max ? msg('maxLength', { max }) : undefined;
}

function integerIn(text: string, min: number, max: number): Message | undefined {
  if (blank(text)) return msg('required');
  const value = parseInteger(text);
  return value !== null && value >= min && value <= max ? undefined : msg('integerRange', { min, max });
}

/** A required price > 0. */
function price(text: string): Message | undefined {
  if (blank(text)) return msg('required');
  const value = parseDecimal(text);
  return value !== null && value > 0 ? undefined : msg('positiveNumber');
}

/** An optional size: blank, or a number in (0, max]. */
function optionalSize(text: string, max: number): Message | undefined {
  if (blank(text)) return undefined;
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= max ? undefined : msg('sizeRange', { max });
}

function validateOption(
  option: ProductOptionValues,
  vendorCodes: readonly string[],
  index: number,
): OptionErrors {
  const errors: OptionErrors = {
    vendoreCode: textRange(option.vendoreCode, 1, LIMITS.vendorCodeMax),
    priceForOne: price(option.priceForOne),
    minPrice: price(option.minPrice),
    maxPrice: price(option.maxPrice),
    discount: integerIn(option.discount, 0, LIMITS.discountMax) && msg('discountRange'),
    quantityForSale: blank(option.quantityForSale)
      ? msg('required')
      : parseInteger(option.quantityForSale) === null
        ? msg('quantity')
        : undefined,
    preOrderDays: option.isPreOrder ? integerIn(option.preOrderDays, 1, LIMITS.preOrderDaysMax) : undefined,
    images:
      option.images.length > LIMITS.imagesMax ? msg('imagesTooMany', { max: LIMITS.imagesMax }) : undefined,
  };
  const code = option.vendoreCode.trim().toLocaleLowerCase('ru');
  if (!errors.vendoreCode && vendorCodes.indexOf(code) !== index) errors.vendoreCode = msg('vendorCodeTaken');
  const min = parseDecimal(option.minPrice);
  const max = parseDecimal(option.maxPrice);
  if (!errors.minPrice && !errors.maxPrice && min !== null && max !== null && max < min) {
    errors.maxPrice = msg('maxBelowMin');
  }
  return errors;
}

function validateTags(tags: readonly string[]): Message | undefined {
  if (tags.length > LIMITS.tagsMax) return msg('tagsTooMany', { max: LIMITS.tagsMax });
  return tags.some((tag) => tag.trim().length > LIMITS.tagMax)
    ? msg('tagTooLong', { max: LIMITS.tagMax })
    : undefined;
}

/** Every message of the form's values; `allowedTypes` are the product types the store may create. */
export function validateProduct(
  values: ProductFormValues,
  allowedTypes: readonly ProductTypeId[],
): ProductErrors {
  const { categories, options } = values;
  const fields: ProductErrors['fields'] = {
    productName: textRange(values.productName, LIMITS.nameMin, LIMITS.nameMax),
    productDescription: textRange(values.productDescription, 0, LIMITS.description),
    countryOfOrigin: textRange(values.countryOfOrigin, 0, LIMITS.country),
    measureUnitId: values.measureUnitId === null ? msg('required') : undefined,
    productTypeId:
      values.productTypeId === null || !allowedTypes.includes(values.productTypeId)
        ? msg('required')
        : undefined,
    minUnitInOrder: integerIn(values.minUnitInOrder, 1, LIMITS.unitsMax),
    productUnitInPackage: integerIn(values.productUnitInPackage, 1, LIMITS.unitsMax),
    categories:
      categories.length === 0
        ? msg('categoriesRequired')
        : categories.length > LIMITS.categoriesMax
          ? msg('categoriesTooMany', { max: LIMITS.categoriesMax })
          : undefined,
    weight: optionalSize(values.weight, LIMITS.weightMax),
    length: optionalSize(values.length, LIMITS.sizeMax),
    width: optionalSize(values.width, LIMITS.sizeMax),
    height: optionalSize(values.height, LIMITS.sizeMax),
    tags: validateTags(values.tags),
    options:
      options.length === 0 || options.length > LIMITS.optionsMax
        ? msg('optionsRange', { max: LIMITS.optionsMax })
        : undefined,
  };
  const codes = options.map((option) => option.vendoreCode.trim().toLocaleLowerCase('ru'));
  return { fields, options: options.map((option, index) => validateOption(option, codes, index)) };
}

const present = (errors: Partial<Record<string, Message | undefined>>): boolean =>
  Object.values(errors).some((message) => message !== undefined);

/** Whether the values pass every rule. */
export const isValidProduct = (errors: ProductErrors): boolean =>
  !present(errors.fields) && !errors.options.some(present);
