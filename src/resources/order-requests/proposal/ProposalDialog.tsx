import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRequest } from '../../../api/orderRequests';
import type { ProposalFormValues } from '../../../api/orderRequestsPayloads';
import { useDraftForm } from '../../../components/drafts';
import { formatMoneyOrDash } from '../../../components/format';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { FormDialog } from '../../../components/dialogs';
import type { Refusal } from '../../../components/dialogs/refusal';
import { ProposalLine } from './ProposalLine';
import {
  buyerCollects,
  initialProposalValues,
  PROPOSAL_COMMENT_MAX,
  proposalDraftKey,
  proposalRuleErrors,
  proposalTotals,
  reviveProposalDraft,
} from './proposalRules';

const P = 'orderRequests.proposal.';

export interface ProposalDialogProps {
  request: OrderRequest;
  /** 'create' from a new request (2), 'edit' the sent proposal (3). */
  mode: 'create' | 'edit';
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (values: ProposalFormValues) => void;
}

type TermField = 'validDays' | 'deliveryDays' | 'deliveryAmount';

/**
 * The proposal to the buyer: a price and a quantity per requested product with the live line
 * amounts and how each price compares with the buyer's, the delivery terms, the validity and a
 * comment. Checked before sending; the typed values are a draft that survives a session-expiry reload.
 */
export function ProposalDialog({ request, mode, pending, refusal, onClose, onSubmit }: ProposalDialogProps) {
  const translate = useTranslate();
  const collects = buyerCollects(request);
  const { control, handleSubmit, discardDraft, watch } = useDraftForm<ProposalFormValues>({
    draftKey: proposalDraftKey(request.id),
    defaultValues: initialProposalValues(request),
    draft: { revive: reviveProposalDraft },
    resolver: useRulesResolver((values) => proposalRuleErrors(values, collects)),
  });
  const values = watch();
  const totals = proposalTotals(values, collects);

  const text = (
    field: TermField,
    props: { disabled?: boolean; helper?: string; numeric?: 'numeric' | 'decimal' },
  ) => (
    <FormTextField
      control={control}
      field={field}
      name={field}
      label={translate(`${P}${field}`)}
      required
      disabled={props.disabled}
      size="small"
      hint={props.helper}
      slotProps={{ htmlInput: { inputMode: props.numeric } }}
    />
  );

  return (
    <FormDialog
      open
      title={translate(mode === 'create' ? `${P}createTitle` : `${P}editTitle`)}
      text={translate(`${P}text`)}
      submitLabel={
        mode === 'create' ? 'orderRequests.proposal.submitCreate' : 'orderRequests.proposal.submitEdit'
      }
      pending={pending}
      refusal={refusal}
      maxWidth="md"
      onClose={() => {
        discardDraft();
        onClose();
      }}
      onSubmit={handleSubmit(onSubmit)}
    >
      {request.products.map((product, index) =>
        values.lines[index] ? (
          <ProposalLine
            key={product.id}
            index={index}
            product={product}
            control={control}
            amount={totals.lines[index] ?? null}
          />
        ) : null,
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {text('deliveryDays', { numeric: 'numeric' })}
        {text('deliveryAmount', {
          numeric: 'decimal',
          disabled: collects,
          helper: collects ? translate(`${P}deliveryPickup`) : undefined,
        })}
        {text('validDays', { numeric: 'numeric', helper: translate(`${P}validDaysHint`) })}
      </Box>
      <FormTextField
        control={control}
        field="comment"
        name="comment"
        label={translate(`${P}comment`)}
        multiline
        minRows={2}
        hint={(comment) => `${comment.length} / ${PROPOSAL_COMMENT_MAX}`}
      />
      <Box component="dl" aria-label={translate(`${P}totals.title`)} sx={{ m: 0, ml: 'auto', minWidth: 260 }}>
        {(
          [
            ['productsAmount', totals.productsAmount],
            ['deliveryAmount', totals.deliveryAmount],
          ] as const
        ).map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`${P}totals.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'nowrap' }}>
              {formatMoneyOrDash(value)}
            </Typography>
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            pt: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate(`${P}totals.totalAmount`)}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatMoneyOrDash(totals.totalAmount)}
          </Typography>
        </Box>
      </Box>
    </FormDialog>
  );
}
