import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Onboarding, type OnboardingSettings } from './onboarding';
import { PasswordResets } from './password-resets';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail confirmation and approval before a login sees prices (modules/onboarding). */
    onboarding: Onboarding;
    /** Links that set a forgotten password (modules/onboarding). */
    passwordResets: PasswordResets;
  }
}

export const onboardingPlugin = fp(
  async (app: FastifyInstance, settings: OnboardingSettings) => {
    const onboarding = new Onboarding(app.db, app.mailer, settings, app.log);
    app.decorate('onboarding', onboarding);
    const passwordResets = new PasswordResets(app.db, app.mailer, settings.publicUrl, app.log);
    app.decorate('passwordResets', passwordResets);
    // Mails under way are sent before the database and the mailer close.
    app.addHook('preClose', async () => {
      await Promise.all([onboarding.settled(), passwordResets.settled()]);
    });
  },
  { name: 'onboarding', dependencies: ['db', 'mail'] },
);
