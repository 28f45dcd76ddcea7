import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on a page, for the accessibility sweep and for tests of
 * states the sweep cannot reach. axe is injected as an inline script: the page's context needs
 * `bypassCSP: true`, since the app's CSP rightly refuses it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

export interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html: string; summary: string }[];
}

/**
 * The rules whose outcome depends on the colours alone: the same DOM in the other colour scheme
 * needs only these (the accessibility sweep checks the dark theme so).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The violations of WCAG 2.0/2.1 A and AA, or of the named rules only. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const runOnly = rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_AA };
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: only,
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      // The summary carries the measured colours of a contrast failure, which a timing race hides.
      nodes: nodes.map(({ target, html, failureSummary }) => ({
        target,
        html,
        summary: failureSummary ?? '',
      })),
    }));
  }, runOnly);
}

export const describeViolations = (path: string, violations: Violation[]): string[] =>
  violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ×${violation.nodes.length} at ${violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.summary.replace(/\s+/g, ' ').slice(0, 240)}`,
        )
        .join(' | ')}`,
  );
