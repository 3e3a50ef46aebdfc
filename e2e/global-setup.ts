// Loopback services the accounts specs need: an OpenID Connect server standing in for Google on
// E2E_OIDC_PORT (the app was started with GOOGLE_ISSUER pointing at it; see playwright.config.ts).
import { startOidcMock } from '../src/server/testing/oidc-mock';

export default async function globalSetup() {
  const email = `google-e2e-${Date.now()}@example.test`;
  process.env.E2E_GOOGLE_EMAIL = email;
  const oidc = await startOidcMock(
    { sub: `google-${Date.now()}`, email, name: 'Gale Googler' },
    Number(process.env.E2E_OIDC_PORT),
  );
  return async () => {
    await oidc.stop();
  };
}
