import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPPORT } from '../config/support';

export const telHref = (number: string): string => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Footer: copyright, support phones and the support e-mail. */
export function Footer() {
  const translate = useTranslate();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: { xs: 2, sm: 3 },
        py: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 3 },
        alignItems: 'center',
        justifyContent: 'space-between',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{translate('shell.footer.copyright', { year })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2.5 }, alignItems: 'center' }}>
        <Typography variant="body2" component="span">
          {translate('shell.footer.support')}
        </Typography>
        {SUPPORT.phones.map((phone) => (
          <Link
            key={phone.number}
            href={telHref(phone.number)}
            variant="body2"
            underline="hover"
            color="inherit"
          >
            {phone.number}
          </Link>
        ))}
        <Link href={`mailto:${SUPPORT.email}`} variant="body2" underline="hover">
          {SUPPORT.email}
        </Link>
      </Box>
    </Box>
  );
}
