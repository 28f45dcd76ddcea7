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

export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
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
  }, WCAG_AA);
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
