/** Draft keys of the template form, by route: `delivery-templates:add` and `delivery-templates:edit:<id>`. */
export const TEMPLATE_ADD_DRAFT = 'delivery-templates:add';
export const templateEditDraft = (templateId: number): string => `delivery-templates:edit:${templateId}`;
