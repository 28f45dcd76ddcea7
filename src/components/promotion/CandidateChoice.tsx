import type { ReactNode } from 'react';
import { RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/keys';
import { CandidateOption } from './CandidateOption';
import { PromotionFailure } from './PromotionFailure';
import { PromotionSection } from './PromotionSection';

interface Candidate {
  productId: number;
  productName: string | null;
  productImage: string | null;
}

export interface CandidateChoiceProps<C extends Candidate> {
  /** The section's id (its title names the radio group). */
  id: string;
  hint: MessageKey;
  /** The text when no product qualifies. */
  empty: MessageKey;
  candidates: readonly C[] | undefined;
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (productId: number) => void;
  /** Shown instead of the list while something must be chosen first (the label). */
  before?: ReactNode;
  /** A candidate's warning (or null), its facts under the name, and whether it is off. */
  describe: (candidate: C) => { hint: string | null; details: ReactNode; disabled?: boolean };
}

/** An add page's product step: the candidates as radios, or why there are none (loading, failure, none). */
export function CandidateChoice<C extends Candidate>({
  id,
  hint,
  empty,
  candidates,
  isPending,
  failed,
  onRetry,
  value,
  onChange,
  before,
  describe,
}: CandidateChoiceProps<C>) {
  const translate = useTranslate();
  let content: ReactNode;
  if (before) content = before;
  else if (failed) content = <PromotionFailure onRetry={onRetry} />;
  else if (isPending || !candidates)
    content = <Typography role="status">{translate('common.loading')}</Typography>;
  else if (candidates.length === 0)
    content = <Typography color="text.secondary">{translate(empty)}</Typography>;
  else
    content = (
      <RadioGroup
        aria-labelledby={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {candidates.map((candidate) => (
          <CandidateOption
            key={candidate.productId}
            productId={candidate.productId}
            name={candidate.productName}
            image={candidate.productImage}
            {...describe(candidate)}
          />
        ))}
      </RadioGroup>
    );
  return (
    <PromotionSection title="promotions.add.productTitle" hint={hint} id={id}>
      {content}
    </PromotionSection>
  );
}
