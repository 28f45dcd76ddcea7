import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { GUIDE_ARTICLES } from './steps';

const G = 'learning.guide.';
const A = 'learning.guide.articles.';

/** 'Руководство продавца': short articles, one accordion each. */
export function SellerGuide() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="seller-guide-title">
      <Typography id="seller-guide-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate(`${G}title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${G}intro`)}
      </Typography>
      {GUIDE_ARTICLES.map((article) => (
        <Accordion key={article} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`guide-${article}-summary`}
            aria-controls={`guide-${article}-details`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {translate(`${A}${article}.title`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`guide-${article}-details`}>
            <Typography variant="body2">{translate(`${A}${article}.text`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
