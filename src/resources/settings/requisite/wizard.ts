/**
 * The requisites wizard's state (spec section 4): the step counter, the final-step flag, add or
 * edit, and the retail flag. Pure.
 */

export type WizardStep = 'company' | 'baseBank' | 'agentBank';
export type WizardMode = 'add' | 'edit';

export interface WizardState {
  step: number;
  mode: WizardMode;
  /** The store sells retail (category group 2): its payouts also need the agent bank. */
  isRetail: boolean;
}

/** Add: no requisites yet (the company comes first); edit: they exist. */
export const initialWizard = (hasRequisite: boolean, isRetail: boolean): WizardState => ({
  step: 0,
  mode: hasRequisite ? 'edit' : 'add',
  isRetail,
});

/** The steps: the company, the base bank, and for a retail store the agent bank. */
export const wizardSteps = (state: WizardState): readonly WizardStep[] =>
  state.isRetail ? ['company', 'baseBank', 'agentBank'] : ['company', 'baseBank'];

export const isFinalStep = (state: WizardState): boolean => state.step === wizardSteps(state).length - 1;

export const currentStep = (state: WizardState): WizardStep => wizardSteps(state)[state.step] ?? 'company';

/**
 * Moves to `step` when it exists. In add mode the banks wait for the company data (the server
 * refuses bank edits before the requisites exist), so only the first step can be opened.
 */
export function goToStep(state: WizardState, step: number): WizardState {
  const last = wizardSteps(state).length - 1;
  if (step < 0 || step > last) return state;
  if (state.mode === 'add' && step > 0) return state;
  return { ...state, step };
}

/** The category group whose stores sell retail (spec section 6). */
export const RETAIL_CATEGORY_GROUP = 2;
