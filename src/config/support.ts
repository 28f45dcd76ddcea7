import { environment, type Environment } from './environment';

/**
 * Support contacts and the learning pages (footer, sidebar): one configuration, built from the
 * environment (src/config/environment.ts) so that every address works where the app runs.
 *
 * - The learning pages ('Шаги к успеху', 'Защита продавца', 'Обратная связь') live on the main
 *   website at LEARNING_PATHS; locally the main website is the reference server's origin, which
 *   serves stand-in pages there (server/routes/site.ts).
 * - The support e-mail is `VITE_SUPPORT_EMAIL` when the build sets it, otherwise
 *   `support@<main website host>` (locally `support@localhost`, a local mailbox).
 * - The phone numbers are the project's (the specification does not print them).
 */

/** Paths of the learning pages on the main website; the reference server serves stand-ins. */
export const LEARNING_PATHS = {
  steps: '/seller-help/steps-to-success',
  protection: '/seller-help/protection',
  feedback: '/seller-help/feedback',
} as const;

export type LearningPage = keyof typeof LEARNING_PATHS;

export interface SupportPhone {
  region: string;
  number: string;
}

export interface SupportContacts {
  email: string;
  phones: readonly SupportPhone[];
  /** Absolute addresses of the learning pages (opened in a new tab). */
  learning: Readonly<Record<LearningPage, string>>;
}

const PHONES: readonly SupportPhone[] = [
  { region: 'СНГ и Евразия', number: '+7 (727) 300-00-00' },
  { region: 'Россия', number: '8 (800) 300-00-00' },
];

/** The support configuration of an environment; `email` (VITE_SUPPORT_EMAIL) overrides the default address. */
export function supportFor(env: Pick<Environment, 'name' | 'websiteUrl'>, email?: string): SupportContacts {
  const host = env.name === 'local' ? 'localhost' : new URL(env.websiteUrl).hostname;
  const learning = Object.fromEntries(
    Object.entries(LEARNING_PATHS).map(([page, path]) => [page, `${env.websiteUrl}${path}`]),
  ) as Record<LearningPage, string>;
  return { email: email?.trim() || `support@${host}`, phones: PHONES, learning };
}

export const SUPPORT: SupportContacts = supportFor(environment, import.meta.env.VITE_SUPPORT_EMAIL);
