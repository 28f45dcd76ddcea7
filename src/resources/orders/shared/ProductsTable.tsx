import type { ReactNode } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { missingValue, MoneyText } from '../../../components/format';
import { ProductImage } from './ProductImage';

export const nowrap = { whiteSpace: 'nowrap' } as const;
const firstCell = { pl: { xs: 2, sm: 3 } } as const;
const lastCell = { pr: { xs: 2, sm: 3 } } as const;

/** A small table that spans its card edge to edge (under the card's padding). */
export function EdgeTable({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <TableContainer sx={[{ mx: { xs: -2, sm: -3 }, width: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table size="small">{children}</Table>
    </TableContainer>
  );
}

const PHONE = '@media (max-width: 767.95px)';

/**
 * Phones: each row becomes a block, the first cell on top and every other on its own line with
 * its column header as the label (CSS only, so the table's semantics stay for readers).
 */
export function stackedRows(headers: readonly string[]) {
  const labels = Object.fromEntries(
    headers
      .slice(1)
      .map((header, index) => [
        `& tbody td:nth-of-type(${index + 2})::before`,
        { content: JSON.stringify(header), color: 'text.secondary', mr: 2, textAlign: 'left' },
      ]),
  );
  return {
    [PHONE]: {
      '& thead': { display: 'none' },
      '& tbody tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
      '& tbody td': {
        display: 'flex',
        flexDirection: 'row',
        justifyContent: 'space-between',
        border: 0,
        py: 0.25,
        px: 2,
      },
      '& tbody td:first-of-type': { display: 'block', pb: 1 },
      ...labels,
    },
  };
}

/**
 * The products table of an order card, edge to edge: `headers` (the product first, the figures
 * right-aligned, the line amount last) and one row per product; on phones the rows stack.
 */
export function ProductsTable({ headers, children }: { headers: readonly string[]; children: ReactNode }) {
  return (
    <EdgeTable sx={stackedRows(headers)}>
      <TableHead>
        <TableRow>
          {headers.map((header, index) =>
            index === 0 ? (
              <TableCell key={header} sx={firstCell}>
                {header}
              </TableCell>
            ) : (
              <TableCell key={header} align="right" sx={index === headers.length - 1 ? lastCell : undefined}>
                {header}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </EdgeTable>
  );
}

/** The first cell of a product row: its image and name (and, when given, a caption under the name). */
export function ProductCell({
  image,
  name: given,
  caption,
}: {
  image: string | null | undefined;
  /** The product name; '----' when the reply has none. */
  name: string | null | undefined;
  caption?: ReactNode;
}) {
  const name = given ?? missingValue();
  const title = (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {name}
    </Typography>
  );
  return (
    <TableCell sx={firstCell}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ProductImage src={image} alt={name} />
        {caption === undefined ? (
          title
        ) : (
          <Box>
            {title}
            {caption}
          </Box>
        )}
      </Box>
    </TableCell>
  );
}

/** The last cell of a product row: the line amount. */
export function AmountCell({ amount }: { amount: number | null | undefined }) {
  return (
    <TableCell align="right" sx={{ fontWeight: 600, ...lastCell }}>
      <MoneyText value={amount} variant="inherit" />
    </TableCell>
  );
}
