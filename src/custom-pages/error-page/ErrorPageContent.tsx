import { Box, Button, Paper, Typography } from '@mui/material';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { reloadToRoot } from '../../api/navigation';

export interface ErrorPageContentProps {
  /** What 'Перезагрузить' does; defaults to a full reload at the app's root. */
  onReload?: () => void;
  /** Fill the viewport (used before the layout exists). */
  fullScreen?: boolean;
}

/** The error page of spec section 2: the one sentence and a reload button. */
export function ErrorPageContent({ onReload = reloadToRoot, fullScreen }: ErrorPageContentProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexGrow: 1,
        minHeight: fullScreen ? '100vh' : 360,
        p: 2,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}
      >
        <ReportProblemOutlinedIcon color="warning" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="p" role="alert" sx={{ mb: 3, fontWeight: 600 }}>
          {translate('common.errorPage.text')}
        </Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onReload}>
          {translate('common.errorPage.reload')}
        </Button>
      </Paper>
    </Box>
  );
}
