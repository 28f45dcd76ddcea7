import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import { useTranslate } from 'react-admin';
import { setFirstVisitStatus } from '../../api/user';
import { useSellerUser } from '../../authProvider/SellerUserContext';

/**
 * Spec section 2 "First visit": when the gate user has firstVisit true, a welcome dialog opens
 * and User/SetFirstVisitStatus?userId=… is called once (when it opens); the dialog can be closed.
 */
export function FirstVisitDialog() {
  const translate = useTranslate();
  const { user } = useSellerUser();
  const [open, setOpen] = useState(user.firstVisit === true);
  const reported = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (!user.firstVisit || reported.current) return;
    reported.current = true;
    setFirstVisitStatus(user.id).catch(() => undefined);
  }, [user.firstVisit, user.id]);

  const close = () => setOpen(false);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <WavingHandOutlinedIcon color="primary" aria-hidden />
        {translate('shell.firstVisit.title')}
      </DialogTitle>
      <IconButton
        aria-label={translate('shell.firstVisit.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>{translate('shell.firstVisit.text')}</Typography>
          <Typography color="text.secondary">{translate('shell.firstVisit.hint')}</Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close}>
          {translate('shell.firstVisit.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
