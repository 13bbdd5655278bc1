/** The Auth service's own endpoints: signing keys (JWKS), health and settings. */
import type { AuthRoute } from './router.ts';

const DISABLED_PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google',
  'keycloak', 'kakao', 'linkedin_oidc', 'notion', 'phone', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom',
];

const jwks: AuthRoute['handle'] = async ({ api, req, res }) => {
  api.send(req, res, 200, api.ctx.jwt.jwks, { 'Cache-Control': 'public, max-age=600' });
};

export const serviceRoutes: AuthRoute[] = [
  { method: 'GET', path: '/.well-known/jwks.json', public: true, handle: jwks },
  { method: 'HEAD', path: '/.well-known/jwks.json', public: true, handle: jwks },
  {
    method: 'GET',
    path: '/health',
    async handle({ api, req, res }) {
      api.send(req, res, 200, { version: 'embedded', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
    },
  },
  {
    method: 'GET',
    path: '/settings',
    async handle({ api, req, res }) {
      const external: Record<string, boolean> = { email: true };
      for (const p of DISABLED_PROVIDERS) external[p] = false;
      api.send(req, res, 200, {
        external,
        disable_signup: !api.ctx.config.signupEnabled,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    },
  },
];
