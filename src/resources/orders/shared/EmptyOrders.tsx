import { Box, Typography } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslate } from 'react-admin';

/** 'Заказов не найдено' for an empty list (with or without filters). */
export function EmptyOrders() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }} role="status">
      <ReceiptLongOutlinedIcon sx={{ fontSize: 48, mb: 1, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
        {translate('orders.list.empty')}
      </Typography>
      <Typography variant="body2">{translate('orders.list.emptyHint')}</Typography>
    </Box>
  );
}
