/** Draft keys of the product form, by route: `products:add` and `products:edit:<productId>`. */
export const PRODUCT_ADD_DRAFT = 'products:add';
export const productEditDraft = (productId: number): string => `products:edit:${productId}`;
