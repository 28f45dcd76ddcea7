import { MenuItem } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../../../api/productsPayloads';
import type { TemplateListItem } from '../../../api/deliveryTemplates';
import { DELIVERY_TEMPLATES_RESOURCE, type TemplateListMeta } from '../../delivery-templates/handler';
import { FormText } from './fields';

const F = 'productForm.fields.';
/** The contract allows up to this many templates on one page of GetAllTemplates. */
const TEMPLATES_SHOWN = 100;

/**
 * The delivery template of the product: 'Без шаблона' (null) and the store's templates
 * (GetAllTemplates through react-admin), inactive ones marked. A failed or absent list still
 * offers 'Без шаблона'; a stored template not in the list keeps its place under its number.
 */
export function TemplateSelect() {
  const translate = useTranslate();
  const templateId = useWatch<ProductFormValues, 'templateId'>({ name: 'templateId' });
  const { data } = useGetList<TemplateListItem>(DELIVERY_TEMPLATES_RESOURCE, {
    pagination: { page: 1, perPage: TEMPLATES_SHOWN },
    meta: { lookup: true } satisfies TemplateListMeta,
  });
  const templates = data ?? [];
  const missing = templateId !== null && !templates.some((template) => template.id === templateId);
  return (
    <FormText
      name="templateId"
      label={translate(`${F}templateId`)}
      displayEmpty
      options={[
        <MenuItem key="none" value="">
          {translate(`${F}noTemplate`)}
        </MenuItem>,
        ...templates.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.isActive ? template.name : translate(`${F}inactiveTemplate`, { name: template.name })}
          </MenuItem>
        )),
        ...(missing
          ? [
              <MenuItem key={templateId} value={templateId}>
                {translate(`${F}templateNumber`, { id: templateId })}
              </MenuItem>,
            ]
          : []),
      ]}
    />
  );
}
