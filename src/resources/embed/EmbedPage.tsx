import { Box, Button, Paper, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { environment } from '../../config/environment';
import { useRouteTitle } from '../../routes/routeTitle';
import { EmbedSettings, type EmbedDraft } from './EmbedSettings';
import { clampSize, DEFAULT_EMBED, EMBED_LIMITS, embedCode, widgetUrl, type EmbedOptions } from './embedCode';
import { useToast } from '../../components/toast';

const optionsOf = (draft: EmbedDraft): EmbedOptions => ({
  width: clampSize(draft.width, EMBED_LIMITS.width),
  height: clampSize(draft.height, EMBED_LIMITS.height),
  theme: draft.theme,
});

/** /dashboard/embed: the signed-in seller's store widget: its code, options and a live preview. */
export default function EmbedPage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const toast = useToast();
  const { store } = useSellerUser();
  const [draft, setDraft] = useState<EmbedDraft>({
    width: String(DEFAULT_EMBED.width),
    height: String(DEFAULT_EMBED.height),
    theme: DEFAULT_EMBED.theme,
  });
  const options = optionsOf(draft);
  const frameTitle = translate('embed.frameTitle', { name: store.storeName });
  const code = embedCode(environment.sellerUrl, store.id, options, frameTitle);

  const copy = () => {
    navigator.clipboard
      .writeText(code)
      .then(() => toast.success(translate('embed.copied')))
      .catch(() => toast.error(translate('embed.copyFailed')));
  };

  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {translate('embed.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <EmbedSettings draft={draft} onChange={setDraft} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              id="embed-code-title"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {translate('embed.code')}
            </Typography>
            <Box
              component="pre"
              aria-labelledby="embed-code-title"
              data-testid="embed-code"
              sx={{
                m: 0,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'monospace',
                fontSize: 13,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                userSelect: 'all',
              }}
            >
              {code}
            </Box>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 2 }}>
              {translate('embed.copy')}
            </Button>
          </Paper>
        </Box>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0, overflow: 'auto' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('embed.preview')}
          </Typography>
          <Box
            component="iframe"
            src={widgetUrl(environment.sellerUrl, store.id, options.theme)}
            title={frameTitle}
            width={options.width}
            height={options.height}
            sx={{ border: 0, display: 'block', maxWidth: '100%' }}
          />
        </Paper>
      </Box>
    </Box>
  );
}
