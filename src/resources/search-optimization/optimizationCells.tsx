import { Box, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SearchOptimizationRow } from '../../api/searchOptimization';
import { missingValue } from '../../components/format';
import { FACTORS, factorPercent, knownSuggestions, SUGGESTION_TARGETS } from './suggestions';

const O = 'promotions.optimization.';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = { row: SearchOptimizationRow };

/** '48 из 100'; '----' when the reply did not carry the score. */
export const scoreText = (translate: Translate, row: SearchOptimizationRow): string =>
  row.score === null ? missingValue() : translate(`${O}score`, { score: row.score });

/** '4 из 9' (the place alone without the category's size); '----' when the reply did not carry it. */
export const positionText = (translate: Translate, row: SearchOptimizationRow): string =>
  row.position === null
    ? missingValue()
    : row.of === null
      ? String(row.position)
      : translate(`${O}position`, { position: row.position, of: row.of });

/** The product's name over its category. */
export function ProductCell({ row }: Row) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.name ?? missingValue()}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.categoryName ?? translate(`${O}noCategory`)}
      </Typography>
    </>
  );
}

export function ScoreCell({ row }: Row) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {scoreText(translate, row)}
    </Typography>
  );
}

/** The six factor bars; '----' when the reply did not carry the factors. */
export function FactorBars({ row }: Row) {
  const translate = useTranslate();
  const { factors } = row;
  if (!factors) return <>{missingValue()}</>;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(140px, 1fr))',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {FACTORS.map((factor) => {
        const percent = factorPercent(factors[factor]);
        const text = translate(`${O}factorValue`, { name: translate(`${O}factor.${factor}`), percent });
        return (
          <Box key={factor}>
            <Typography variant="caption" color="text.secondary">
              {text}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={text}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** What raises the product, each suggestion a link to the screen that fixes it. */
export function SuggestionLinks({ row }: Row) {
  const translate = useTranslate();
  const suggestions = knownSuggestions(row.suggestions);
  if (suggestions.length === 0) {
    return (
      <Typography variant="body2" color="success.main">
        {translate(`${O}allGood`)}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
      {suggestions.map((code) => (
        <li key={code}>
          <MuiLink component={Link} to={SUGGESTION_TARGETS[code](row.productId)} variant="body2">
            {translate(`${O}suggestion.${code}`)}
          </MuiLink>
        </li>
      ))}
    </Stack>
  );
}
