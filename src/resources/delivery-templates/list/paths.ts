/** The pages of the delivery templates (spec section 2). */
export const TEMPLATE_LIST_PATH = '/shared/delivery';
export const TEMPLATE_ADD_PATH = '/shared/delivery/add';
export const templateEditPath = (id: number | string): string => `/shared/delivery/edit/${id}`;
