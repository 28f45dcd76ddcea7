import { Box, LinearProgress, Link as MuiLink, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SearchOptimizationRow } from '../../api/searchOptimization';
import { missingValue } from '../../components/format';
import { FACTORS, factorPercent, knownSuggestions, SUGGESTION_TARGETS } from './suggestions';

const O = 'promotions.optimization.';

/** The six factor bars; '----' when the reply did not carry the factors. */
function FactorBars({ factors }: { factors: NonNullable<SearchOptimizationRow['factors']> }) {
  const translate = useTranslate();
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

/**
 * One product of 'Выдача товара': score, place in its category, factors and what to fix. A
 * figure the reply did not carry reads '----'.
 */
export function OptimizationRow({ row }: { row: SearchOptimizationRow }) {
  const translate = useTranslate();
  const suggestions = knownSuggestions(row.suggestions);
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name ?? missingValue()}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.categoryName ?? translate(`${O}noCategory`)}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="h6" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {row.score === null ? missingValue() : translate(`${O}score`, { score: row.score })}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {row.position === null
          ? missingValue()
          : row.of === null
            ? row.position
            : translate(`${O}position`, { position: row.position, of: row.of })}
      </TableCell>
      <TableCell>{row.factors ? <FactorBars factors={row.factors} /> : missingValue()}</TableCell>
      <TableCell>
        {suggestions.length === 0 ? (
          <Typography variant="body2" color="success.main">
            {translate(`${O}allGood`)}
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {suggestions.map((code) => (
              <li key={code}>
                <MuiLink component={Link} to={SUGGESTION_TARGETS[code](row.productId)} variant="body2">
                  {translate(`${O}suggestion.${code}`)}
                </MuiLink>
              </li>
            ))}
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
}
