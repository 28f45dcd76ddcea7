import { Box, Button, LinearProgress, List, ListItem, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { LearningStep } from '../../api/learning';
import { formatDay } from '../../components/format';
import { checklistOrder, STEP_LINKS, untickedSteps } from './steps';

const S = 'learning.steps.';
const ITEMS = 'learning.steps.items.';

function StepRow({ step, ticked }: { step: LearningStep; ticked: boolean }) {
  const translate = useTranslate();
  const titleId = `learning-step-${step.key}`;
  const state = translate(step.done ? `${S}done` : `${S}notDone`);
  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      data-testid={`learning-step-${step.key}`}
      data-done={ticked ? step.done : undefined}
      sx={{ alignItems: 'flex-start', gap: 2, py: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {ticked ? (
        <Box sx={{ pt: 0.25, color: step.done ? 'success.main' : 'text.disabled', display: 'flex' }}>
          {step.done ? (
            <CheckCircleIcon titleAccess={state} role="img" />
          ) : (
            <RadioButtonUncheckedIcon titleAccess={state} role="img" />
          )}
        </Box>
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(`${ITEMS}${step.key}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${ITEMS}${step.key}.description`)}
        </Typography>
        {step.done && step.doneAt ? (
          <Typography variant="caption" color="success.main">
            {translate(`${S}doneAt`, { date: formatDay(step.doneAt) })}
          </Typography>
        ) : null}
      </Box>
      <Button
        component={Link}
        to={STEP_LINKS[step.key]}
        variant={step.done ? 'text' : 'outlined'}
        size="small"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {translate(`${ITEMS}${step.key}.action`)}
      </Button>
    </ListItem>
  );
}

/**
 * 'Шаги к успеху': progress 'N из M' and the steps, each ticked from the seller's data. Without
 * the ticks (`null`: a server without GetLearningSteps) every step is listed with its link, in
 * the checklist's order, and nothing claims to be done or not.
 */
export function StepsChecklist({ steps }: { steps: readonly LearningStep[] | null }) {
  const translate = useTranslate();
  const ticked = steps !== null;
  const shown = steps ? checklistOrder(steps) : untickedSteps();
  const done = shown.filter((step) => step.done).length;
  const progress = translate(`${S}progress`, { done, total: shown.length });
  let intro = translate(`${S}intro`);
  if (!ticked) intro = translate(`${S}introUnticked`);
  else if (done === shown.length && shown.length > 0) intro = translate(`${S}allDone`);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="learning-steps-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="learning-steps-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate(`${S}title`)}
        </Typography>
        {ticked ? (
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="learning-progress">
            {progress}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      {ticked ? (
        <LinearProgress
          variant="determinate"
          value={shown.length ? (done * 100) / shown.length : 0}
          aria-label={translate(`${S}progressLabel`)}
          aria-valuetext={progress}
          sx={{ height: 8, borderRadius: 4, mb: 1 }}
        />
      ) : null}
      <List disablePadding>
        {shown.map((step) => (
          <StepRow key={step.key} step={step} ticked={ticked} />
        ))}
      </List>
    </Paper>
  );
}
