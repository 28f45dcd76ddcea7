import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TenderProposal } from '../../../api/tenders';
import { SectionCard } from '../../orders/shared/SectionCard';
import { fileNameOf, safeUrl } from '../../orders/shared/urls';
import { orderPath } from '../shared/paths';

const P = 'tenders.proposal.';

/** The order created from a won proposal: its link, the zip of its documents, its description. */
export function OrderCard({ proposal }: { proposal: TenderProposal }) {
  const translate = useTranslate();
  if (proposal.orderId === null) return null;
  const zip = safeUrl(proposal.zipPath);
  return (
    <SectionCard title={translate(`${P}order`)}>
      <Stack spacing={1.5}>
        <Link component={RouterLink} to={orderPath(proposal.orderId)} sx={{ fontWeight: 600 }}>
          {translate(`${P}orderLink`, { id: proposal.orderId })}
        </Link>
        {zip ? (
          <Link href={zip} download>
            {translate(`${P}zip`)}
          </Link>
        ) : null}
        {proposal.orderDescription ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate(`${P}orderDescription`)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {proposal.orderDescription}
            </Typography>
          </Box>
        ) : null}
        {proposal.technicalDocumentations.length > 0 ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate(`${P}documents`)}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
              {proposal.technicalDocumentations.map((file) => (
                <li key={file.url}>
                  <Link href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.fileName || fileNameOf(file.url)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
