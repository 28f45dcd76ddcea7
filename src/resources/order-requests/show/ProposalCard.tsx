import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRequest } from '../../../api/orderRequests';
import { formatDate, MoneyText } from '../../../components/format';
import { OrderRequestStatus } from '../../../domain/orderRequestStatuses';
import { AmountCell, nowrap, ProductCell, ProductsTable } from '../../orders/shared/ProductsTable';
import { InfoList, SectionCard } from '../../orders/shared/SectionCard';
import { fileNameOf, safeUrl } from '../../orders/shared/urls';
import { daysText, quantityText } from '../../tenders/shared/quantity';
import { AmountRow } from './RequestCards';

const D = 'orderRequests.detail.';

type Proposal = NonNullable<OrderRequest['proposal']>;

/** The seller's proposal: its lines, delivery terms, totals and how long it is valid. */
export function ProposalCard({
  proposal,
  products,
}: {
  proposal: Proposal;
  products: OrderRequest['products'];
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${D}${key}`);
  const productOf = (lineId: number) => products.find((product) => product.id === lineId);
  return (
    <SectionCard title={t('proposal')}>
      <ProductsTable headers={[t('product'), t('quantity'), t('price'), t('amount')]}>
        {proposal.lines.map((line) => (
          <TableRow key={line.orderRequestProductId}>
            <ProductCell image={productOf(line.orderRequestProductId)?.image} name={line.productName} />
            <TableCell align="right" sx={nowrap}>
              {quantityText(line.quantity, productOf(line.orderRequestProductId)?.measureUnit ?? null)}
            </TableCell>
            <TableCell align="right">
              <MoneyText value={line.price} variant="inherit" />
            </TableCell>
            <AmountCell amount={line.amount} />
          </TableRow>
        ))}
      </ProductsTable>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr minmax(240px, 340px)' },
        }}
      >
        <InfoList
          items={[
            { label: t('deliveryDays'), value: daysText(proposal.deliveryDays) },
            { label: t('validUntil'), value: formatDate(proposal.validUntil) },
            { label: t('sentAt'), value: formatDate(proposal.creationDate) },
            { label: t('updatedAt'), value: proposal.updateDate ? formatDate(proposal.updateDate) : null },
            {
              label: t('proposalComment'),
              value: proposal.comment ? (
                <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                  {proposal.comment}
                </Box>
              ) : null,
            },
          ]}
        />
        <Box>
          <AmountRow label={t('productsAmount')} value={<MoneyText value={proposal.productsAmount} />} />
          <AmountRow label={t('deliveryAmount')} value={<MoneyText value={proposal.deliveryAmount} />} />
          <AmountRow
            strong
            label={t('totalAmount')}
            value={<MoneyText value={proposal.totalAmount} variant="subtitle1" sx={{ fontWeight: 700 }} />}
          />
        </Box>
      </Box>
    </SectionCard>
  );
}

/** The order created from the request (status 4): its link, description, documents and their zip. */
export function CreatedOrderCard({ request }: { request: OrderRequest }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${D}${key}`, options);
  if (request.statusId !== OrderRequestStatus.OrderCreated || request.orderId === null) return null;
  const zip = safeUrl(request.zipPath);
  const documents = request.technicalDocumentations
    .map((file) => ({ url: safeUrl(file.url), name: file.fileName || fileNameOf(file.url) }))
    .filter((file): file is { url: string; name: string } => file.url !== null);
  return (
    <SectionCard title={t('order')}>
      <Stack spacing={2}>
        <Link component={RouterLink} to={`/orders/${request.orderId}`} sx={{ fontWeight: 600 }}>
          {t('orderLink', { id: request.orderId })}
        </Link>
        {request.orderDescription ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('orderDescription')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.orderDescription}
            </Typography>
          </Box>
        ) : null}
        {documents.length > 0 ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('documents')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {documents.map((file, index) => (
                <li key={`${file.url}-${index}`}>
                  <Link href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {zip ? (
          <Link href={zip} download>
            {t('zip')}
          </Link>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
