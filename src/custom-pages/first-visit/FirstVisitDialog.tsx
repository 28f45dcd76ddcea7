import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import { useTranslate } from 'react-admin';
import { setFirstVisitStatus } from '../../api/user';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { InfoDialog } from '../../components/dialogs';

/**
 * Spec section 2 "First visit": when the gate user has firstVisit true, a welcome dialog opens
 * and User/SetFirstVisitStatus?userId=… is called once (when it opens); the dialog can be closed.
 */
export function FirstVisitDialog() {
  const translate = useTranslate();
  const { user } = useSellerUser();
  const [open, setOpen] = useState(user.firstVisit === true);
  const reported = useRef(false);

  useEffect(() => {
    if (!user.firstVisit || reported.current) return;
    reported.current = true;
    setFirstVisitStatus(user.id).catch(() => undefined);
  }, [user.firstVisit, user.id]);

  const close = () => setOpen(false);

  return (
    <InfoDialog
      open={open}
      title={translate('shell.firstVisit.title')}
      icon={<WavingHandOutlinedIcon color="primary" aria-hidden />}
      closeLabel={translate('shell.firstVisit.close')}
      dismissText={translate('shell.firstVisit.start')}
      onClose={close}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography>{translate('shell.firstVisit.text')}</Typography>
        <Typography color="text.secondary">{translate('shell.firstVisit.hint')}</Typography>
      </Box>
    </InfoDialog>
  );
}
