import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRequest } from '../../../api/orderRequests';
import type { ProposalFormValues } from '../../../api/orderRequestsPayloads';
import { formatMoneyOrDash } from '../../../components/format';
import { OrderDialog } from '../../orders/modals/OrderDialog';
import { useFormDraft } from '../../orders/modals/drafts';
import { useLiveValidation } from '../../orders/modals/useLiveValidation';
import { useMessage } from '../../orders/modals/useMessage';
import type { ActionRefusal } from '../../orders/shared/useOrderMutation';
import { ProposalLine } from './ProposalLine';
import {
  buyerCollects,
  initialProposalValues,
  PROPOSAL_COMMENT_MAX,
  proposalDraftKey,
  proposalTotals,
  reviveProposalDraft,
  validateProposal,
  type ProposalField,
} from './proposalRules';

const P = 'orderRequests.proposal.';

export interface ProposalDialogProps {
  request: OrderRequest;
  /** 'create' from a new request (2), 'edit' the sent proposal (3). */
  mode: 'create' | 'edit';
  pending: boolean;
  refusal: ActionRefusal | null;
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
  const message = useMessage();
  const collects = buyerCollects(request);
  const { values, set, setValues, close } = useFormDraft(
    proposalDraftKey(request.id),
    initialProposalValues(request),
    onClose,
    { revive: reviveProposalDraft },
  );
  const { errors, check } = useLiveValidation(() => validateProposal(values, collects));
  const totals = proposalTotals(values, collects);
  const err = (field: ProposalField) => message(errors[field]);
  const setLine = (index: number, field: 'price' | 'quantity', value: string) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    }));

  const text = (
    field: TermField,
    props: { disabled?: boolean; helper?: string; numeric?: 'numeric' | 'decimal' },
  ) => (
    <TextField
      name={field}
      label={translate(`${P}${field}`)}
      value={field === 'deliveryAmount' && collects ? '0' : values[field]}
      onChange={(event) => set(field, event.target.value)}
      required
      disabled={props.disabled}
      size="small"
      error={Boolean(errors[field])}
      helperText={err(field) ?? props.helper}
      slotProps={{ htmlInput: { inputMode: props.numeric } }}
    />
  );

  return (
    <OrderDialog
      open
      title={translate(mode === 'create' ? `${P}createTitle` : `${P}editTitle`)}
      text={translate(`${P}text`)}
      submitLabel={
        mode === 'create' ? 'orderRequests.proposal.submitCreate' : 'orderRequests.proposal.submitEdit'
      }
      pending={pending}
      refusal={refusal}
      maxWidth="md"
      onClose={close}
      onSubmit={() => {
        if (check()) onSubmit(values);
      }}
    >
      {request.products.map((product, index) => {
        const line = values.lines[index];
        return line ? (
          <ProposalLine
            key={product.id}
            index={index}
            product={product}
            line={line}
            amount={totals.lines[index] ?? null}
            priceError={err(`price.${index}`)}
            quantityError={err(`quantity.${index}`)}
            onChange={(field, value) => setLine(index, field, value)}
          />
        ) : null;
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {text('deliveryDays', { numeric: 'numeric' })}
        {text('deliveryAmount', {
          numeric: 'decimal',
          disabled: collects,
          helper: collects ? translate(`${P}deliveryPickup`) : undefined,
        })}
        {text('validDays', { numeric: 'numeric', helper: translate(`${P}validDaysHint`) })}
      </Box>
      <TextField
        name="comment"
        label={translate(`${P}comment`)}
        value={values.comment}
        onChange={(event) => set('comment', event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.comment)}
        helperText={err('comment') ?? `${values.comment.length} / ${PROPOSAL_COMMENT_MAX}`}
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
    </OrderDialog>
  );
}
