import { Box, Paper, Typography } from '@mui/material';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslate } from 'react-admin';
import { useRouteTitle } from '../../routes/useRouteTitle';

/** The page of every route a later capability builds: its title and 'Раздел в разработке'. */
export default function PlaceholderPage() {
  const translate = useTranslate();
  const title = useRouteTitle();
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 6 },
          textAlign: 'center',
          borderRadius: 3,
          borderStyle: 'dashed',
          color: 'text.secondary',
        }}
      >
        <ConstructionOutlinedIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="body1">{translate('common.underConstruction')}</Typography>
      </Paper>
    </Box>
  );
}
