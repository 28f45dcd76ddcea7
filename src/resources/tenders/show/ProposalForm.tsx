import { Alert, Box, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
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
import { useDraft } from '../../../components/drafts';
import { FormFooter } from '../../../components/forms/FormFooter';
import { TENDERS_RESOURCE, type TendersDataProvider } from '../handler';
import { SectionCard } from '../../orders/shared/SectionCard';
import { useLiveValidation } from '../../orders/modals/useLiveValidation';
import { useMessage } from '../../orders/modals/useMessage';
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
  const message = useMessage();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<TendersDataProvider>();
  const draftKey = proposalDraftKey(tender.id);
  const collects = buyerCollects(tender);
  const [values, setValues, clearValues] = useDraft<TenderProposalFormValues>(
    draftKey,
    initialProposalValues(tender),
  );
  const products = useQuery({
    queryKey: [TENDERS_RESOURCE, 'productsForProposal'],
    queryFn: () => dataProvider.productsForProposal(TENDERS_RESOURCE),
    retry: false,
  });
  const { errors, check } = useLiveValidation(() => validateProposal(values, collects));
  const { run, isPending, refusal } = useTenderAction();

  const set = (field: TypedField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: ProposalField) => message(errors[field]);
  const picked = products.data?.find((product) => product.id === values.productId);
  const submit = () => {
    if (!check() || isPending) return;
    let sentId: number | null = null;
    run({
      run: async () => {
        sentId = (await dataProvider.createProposal(TENDERS_RESOURCE, toTenderProposalBody(tender, values)))
          .id;
      },
      success: 'tenders.toast.created',
      draft: draftKey,
      leaves: true,
      then: () => navigate(MY_TENDERS_PATH, { state: sentId === null ? null : sentProposalState(sentId) }),
    });
  };
  const invalid = Object.values(errors).some(Boolean);

  const numberField = (field: TypedField, label: string, inputMode: 'decimal' | 'numeric') => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      required
      error={Boolean(error(field))}
      helperText={error(field)}
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
            submit();
          }}
        >
          <Stack spacing={2}>
            <ProductPicker
              products={products.data ?? []}
              loading={products.isPending}
              categoryId={tender.categoryId}
              categoryName={tender.categoryName}
              value={values.productId}
              error={error('productId')}
              onPick={(product) =>
                setValues((v) => ({
                  ...v,
                  productId: product?.id ?? null,
                  pricePerUnit: product ? suggestedPrice(product) : v.pricePerUnit,
                }))
              }
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
            <TextField
              name="comment"
              label={translate(`${F}comment`)}
              value={values.comment}
              onChange={(event) => set('comment', event.target.value)}
              multiline
              minRows={3}
              error={Boolean(error('comment'))}
              helperText={error('comment') ?? `${values.comment.length} / ${PROPOSAL_LIMITS.comment}`}
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
                clearValues();
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
