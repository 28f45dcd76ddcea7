import { Alert, Box, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Tender } from '../../../api/tenders';
import {
  buyerCollects,
  compareOffer,
  initialProposalValues,
  offerFiguresOf,
  suggestedPrice,
  toTenderProposalBody,
  type TenderProposalFormValues,
} from '../../../api/tendersPayloads';
import { useDraftForm } from '../../../components/drafts';
import { FormFooter } from '../../../components/forms/FormFooter';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { TENDERS_RESOURCE, type TendersDataProvider } from '../handler';
import { SectionCard } from '../../orders/shared/SectionCard';
import { Comparison } from '../shared/Comparison';
import { sentProposalState } from '../my/sentProposalState';
import { MY_TENDERS_PATH, TENDER_SEARCH_PATH } from '../shared/paths';
import { useTenderAction } from '../shared/useTenderAction';
import { proposalDraftKey } from './drafts';
import { ProductPicker } from './ProductPicker';
import { PROPOSAL_LIMITS, validateProposal, type ProposalField } from './proposalRules';

const F = 'tenders.form.';

/** The fields typed as text (the product is picked). */
type TypedField = Exclude<ProposalField, 'productId'>;

/**
 * The proposal form of an open tender and, beside it, the live comparison of the offer with the
 * tender's terms. The typed values are a draft (they survive a session-expiry reload); the rules
 * run before anything is sent; CreateTenderProposal, then /tenders/my-tenders with the new
 * proposal marked. A -1 refusal is shown above the buttons with the form as typed.
 */
export function ProposalForm({ tender }: { tender: Tender }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<TendersDataProvider>();
  const draftKey = proposalDraftKey(tender.id);
  const collects = buyerCollects(tender);
  const { control, handleSubmit, discardDraft, watch, formState } = useDraftForm<TenderProposalFormValues>({
    draftKey,
    defaultValues: initialProposalValues(tender),
    resolver: useRulesResolver((values) => ({ fields: validateProposal(values, collects) })),
  });
  const values = watch();
  const product = useController({ control, name: 'productId' });
  const price = useController({ control, name: 'pricePerUnit' });
  const products = useQuery({
    queryKey: [TENDERS_RESOURCE, 'productsForProposal'],
    queryFn: () => dataProvider.productsForProposal(TENDERS_RESOURCE),
    retry: false,
  });
  const { run, isPending, refusal } = useTenderAction();

  const picked = products.data?.find((option) => option.id === values.productId);
  const submit = handleSubmit((checked) => {
    if (isPending) return;
    let sentId: number | null = null;
    run({
      run: async () => {
        sentId = (await dataProvider.createProposal(TENDERS_RESOURCE, toTenderProposalBody(tender, checked)))
          .id;
      },
      success: 'tenders.toast.created',
      draft: draftKey,
      leaves: true,
      then: () => navigate(MY_TENDERS_PATH, { state: sentId === null ? null : sentProposalState(sentId) }),
    });
  });
  const invalid = Object.keys(formState.errors).length > 0;

  const numberField = (field: TypedField, label: string, inputMode: 'decimal' | 'numeric') => (
    <FormTextField
      control={control}
      field={field}
      name={field}
      label={label}
      required
      slotProps={{ htmlInput: { inputMode } }}
      fullWidth
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <SectionCard title={translate(`${F}title`)}>
        <Box
          component="form"
          noValidate
          aria-label={translate(`${F}title`)}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack spacing={2}>
            <ProductPicker
              products={products.data ?? []}
              loading={products.isPending}
              categoryId={tender.categoryId}
              categoryName={tender.categoryName}
              value={product.field.value}
              error={product.fieldState.error?.message}
              onPick={(option) => {
                product.field.onChange(option?.id ?? null);
                if (option) price.field.onChange(suggestedPrice(option));
              }}
            />
            {picked?.measureUnit && tender.measureUnit && picked.measureUnit !== tender.measureUnit ? (
              <Alert severity="warning">
                {translate(`${F}unitMismatch`, { product: picked.measureUnit, tender: tender.measureUnit })}
              </Alert>
            ) : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {numberField('pricePerUnit', translate(`${F}pricePerUnit`), 'decimal')}
              {numberField(
                'quantity',
                tender.measureUnit
                  ? translate(`${F}quantity`, { unit: tender.measureUnit })
                  : translate(`${F}quantityNoUnit`),
                'numeric',
              )}
              {numberField('deliveryDays', translate(`${F}deliveryDays`), 'numeric')}
              {collects ? (
                <TextField
                  name="deliveryAmount"
                  label={translate(`${F}deliveryAmount`)}
                  value="0"
                  disabled
                  helperText={translate(`${F}deliveryCollected`)}
                  fullWidth
                />
              ) : (
                numberField('deliveryAmount', translate(`${F}deliveryAmount`), 'decimal')
              )}
            </Box>
            <FormTextField
              control={control}
              field="comment"
              name="comment"
              label={translate(`${F}comment`)}
              multiline
              minRows={3}
              hint={(comment) => `${comment.length} / ${PROPOSAL_LIMITS.comment}`}
              fullWidth
            />
            <FormFooter
              invalidText={invalid ? translate(`${F}invalid`) : null}
              refusal={
                refusal
                  ? {
                      title: translate(`${F}refusal.title`),
                      message: refusal.message ?? translate(`${F}refusal.noReason`),
                    }
                  : null
              }
              pending={isPending}
              cancelLabel={translate(`${F}cancel`)}
              onCancel={() => {
                discardDraft();
                navigate(TENDER_SEARCH_PATH);
              }}
              submitLabel={translate(`${F}submit`)}
            />
          </Stack>
        </Box>
      </SectionCard>
      <Comparison
        comparison={compareOffer(offerFiguresOf(values, tender), tender)}
        measureUnit={tender.measureUnit}
      />
    </Box>
  );
}
