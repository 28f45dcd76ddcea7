import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { CourierService } from '../../api/locations';
import { websiteUrl } from './websiteUrl';

const K = 'delivery.couriers.';

/** One delivery method: name, description, what the seller gives, whether templates offer it, its site. */
export function CourierCard({ service }: { service: CourierService }) {
  const translate = useTranslate();
  const url = websiteUrl(service.website);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }} component="article">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {service.name}
            </Typography>
            {service.forTemplates ? (
              <Chip size="small" color="success" variant="outlined" label={translate(`${K}forTemplates`)} />
            ) : null}
          </Stack>
          {service.description ? <Typography variant="body2">{service.description}</Typography> : null}
          {service.requirements.length > 0 ? (
            <div>
              <Typography variant="subtitle2" component="h3">
                {translate(`${K}requirements`)}
              </Typography>
              <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
                {service.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </Typography>
            </div>
          ) : null}
          {url ? (
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {translate(`${K}website`)}
              <OpenInNewIcon fontSize="inherit" />
            </Link>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
