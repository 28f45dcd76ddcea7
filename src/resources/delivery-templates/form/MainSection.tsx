import { Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { useHref } from 'react-router-dom';
import { SectionCard } from '../../orders/shared/SectionCard';
import { IdsSelect, TemplateText } from './fields';
import { useStoreProducts } from '../../locations/useLocations';

/** The product form's route; opened in a new tab under the router's basename (/seller/products/add). */
export const PRODUCT_ADD_ROUTE = '/products/add';

/** The name and the attached products, with the helper link that adds a product in a new tab. */
export function MainSection() {
  const translate = useTranslate();
  const { products, isPending } = useStoreProducts();
  const productAddHref = useHref(PRODUCT_ADD_ROUTE);
  const options = products.map((product) => ({ id: product.id, name: product.productName }));
  return (
    <SectionCard title={translate('delivery.form.sections.main')}>
      <Stack spacing={2}>
        <TemplateText name="name" label={translate('delivery.form.fields.name')} required />
        <IdsSelect
          name="productIds"
          label={translate('delivery.form.fields.productIds')}
          options={options}
          loading={isPending}
          noOptionsText={translate('delivery.form.noOptions')}
          hint={translate('delivery.form.fields.productsHint')}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            href={productAddHref}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {translate('delivery.form.addProduct')}
            <OpenInNewIcon fontSize="inherit" />
          </Link>
          <Typography variant="caption" color="text.secondary">
            {translate('delivery.form.addProductHint')}
          </Typography>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
