import { describe, expect, it } from 'vitest';
import { environmentFor } from '../../src/config/environment';
import { LEARNING_PATHS, SUPPORT, supportFor } from '../../src/config/support';

describe('support configuration', () => {
  it('locally points the learning pages at the stand-ins of the same origin and uses a local mailbox', () => {
    const support = supportFor(environmentFor('http://localhost:8080'));
    expect(support.learning).toEqual({
      steps: `http://localhost:8080${LEARNING_PATHS.steps}`,
      protection: `http://localhost:8080${LEARNING_PATHS.protection}`,
      feedback: `http://localhost:8080${LEARNING_PATHS.feedback}`,
    });
    expect(support.email).toBe('support@localhost');
    expect(supportFor(environmentFor('http://127.0.0.1:51234')).email).toBe('support@localhost');
    expect(JSON.stringify(support)).not.toContain('market.example');
  });

  it('elsewhere uses the main website of the environment', () => {
    const staging = supportFor(environmentFor('https://seller.staging.market.example'));
    expect(staging.learning.steps).toBe(`https://staging.market.example${LEARNING_PATHS.steps}`);
    expect(staging.email).toBe('support@staging.market.example');
  });

  it('takes the e-mail from VITE_SUPPORT_EMAIL when the build sets it', () => {
    expect(supportFor(environmentFor('http://localhost:8080'), ' help@shop.ru ').email).toBe('help@shop.ru');
    expect(supportFor(environmentFor('http://localhost:8080'), '').email).toBe('support@localhost');
  });

  it('is what the app uses (tests run on a local origin)', () => {
    expect(SUPPORT.learning.feedback).toBe(`${window.location.origin}${LEARNING_PATHS.feedback}`);
  });
});
