import { useState } from 'react';
import { Alert, Button, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingsData } from '../handler';
import { SettingsFrame } from '../shared/SettingsFrame';
import { useSettingsData } from '../shared/useSettingsData';
import { BankStep } from './BankStep';
import { CompanyStep } from './CompanyStep';
import {
  currentStep,
  goToStep,
  initialWizard,
  isFinalStep,
  RETAIL_CATEGORY_GROUP,
  wizardSteps,
  type WizardState,
} from './wizard';

const R = 'settings.requisite.';

/**
 * /settings/requisite: the requisites wizard (company → base bank → agent bank for a retail
 * store). Each step is its own moderated edit; in add mode only the company can be sent first.
 */
export default function RequisitePage() {
  const { data } = useSettingsData();
  return <SettingsFrame loading={!data}>{data ? <Wizard data={data} /> : null}</SettingsFrame>;
}

function Wizard({ data }: { data: SettingsData }) {
  const translate = useTranslate();
  const { user, moderation } = data;
  const [wizard, setWizard] = useState<WizardState>(() =>
    initialWizard(user.requisite !== null, user.seller?.store.categoryGroupId === RETAIL_CATEGORY_GROUP),
  );
  const steps = wizardSteps(wizard);
  const step = currentStep(wizard);
  const final = isFinalStep(wizard);
  const canGoOn = goToStep(wizard, wizard.step + 1) !== wizard;

  const navigation = (
    <>
      {wizard.step > 0 ? (
        <Button color="inherit" onClick={() => setWizard(goToStep(wizard, wizard.step - 1))}>
          {translate(`${R}back`)}
        </Button>
      ) : null}
      {!final && canGoOn ? (
        <Button variant="outlined" onClick={() => setWizard(goToStep(wizard, wizard.step + 1))}>
          {translate(`${R}next`)}
        </Button>
      ) : null}
    </>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${R}modes.${wizard.mode}`)} ·{' '}
        {translate(`${R}stepOf`, { step: wizard.step + 1, total: steps.length })}
        {final ? ` · ${translate(`${R}finalStep`)}` : ''}
      </Typography>
      <Stepper nonLinear activeStep={wizard.step} alternativeLabel>
        {steps.map((name, index) => (
          <Step key={name}>
            <StepButton
              onClick={() => setWizard(goToStep(wizard, index))}
              disabled={goToStep(wizard, index) === wizard && index !== wizard.step}
            >
              {translate(`${R}steps.${name}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {wizard.isRetail ? <Alert severity="info">{translate(`${R}retail`)}</Alert> : null}
      {wizard.mode === 'add' ? <Alert severity="info">{translate(`${R}addFirst`)}</Alert> : null}
      {step === 'company' ? (
        <CompanyStep user={user} moderation={moderation.company} navigation={navigation} />
      ) : step === 'baseBank' ? (
        <BankStep kind="base" user={user} moderation={moderation} navigation={navigation} />
      ) : (
        <BankStep kind="agent" user={user} moderation={moderation} navigation={navigation} />
      )}
    </Stack>
  );
}
