import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, LinearProgress } from '@mui/material';
import { useListContext, type Identifier, type RaRecord } from 'react-admin';
import { FRESH_ROW_SX } from './FreshRowsTable';
import { useIsFreshRow } from './LiveRows';

export interface RecordCardsProps<Row extends RaRecord> {
  /** The content of one card (the row's main fields). */
  card: (record: Row) => ReactNode;
  /** The page a card opens, if any. */
  rowPath?: (id: Identifier, record: Row) => string;
  empty: ReactNode;
}

/** The list as cards, for phones (below 768 px): one card per row, the whole card a link. */
export function RecordCards<Row extends RaRecord>({ card, rowPath, empty }: RecordCardsProps<Row>) {
  const { data, isPending } = useListContext<Row>();
  const isFresh = useIsFreshRow();
  if (isPending) return <LinearProgress />;
  if (!data || data.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" data-record-cards="" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => {
        const content = (
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>{card(record)}</CardContent>
        );
        return (
          <Card
            component="li"
            key={record.id}
            variant="outlined"
            sx={[{ borderRadius: 2 }, isFresh(record.id) ? FRESH_ROW_SX : {}]}
          >
            {rowPath ? (
              <CardActionArea component={Link} to={rowPath(record.id, record)}>
                {content}
              </CardActionArea>
            ) : (
              content
            )}
          </Card>
        );
      })}
    </Box>
  );
}
