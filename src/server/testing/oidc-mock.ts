// A real OpenID Connect server on loopback (oauth2-mock-server) standing in for Google: tests point
// GOOGLE_ISSUER at it. `identity` is the account the next sign-in returns; change it between tests.
import { OAuth2Server } from 'oauth2-mock-server';

export interface TOidcIdentity {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface TOidcMock {
  issuer: string;
  identity: TOidcIdentity;
  /** Query of the last authorization request (to check PKCE, access_type, prompt). */
  lastAuthorize: URLSearchParams | null;
  stop: () => Promise<void>;
}

export async function startOidcMock(identity: TOidcIdentity, port = 0): Promise<TOidcMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const mock: TOidcMock = {
    issuer: server.issuer.url!,
    identity,
    lastAuthorize: null,
    stop: () => server.stop(),
  };
  server.service.on('beforeAuthorizeRedirect', (_redirect, req) => {
    mock.lastAuthorize = new URL(req.url ?? '/', 'http://mock').searchParams;
  });
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...mock.identity, email_verified: true });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...mock.identity, email_verified: true };
  });
  return mock;
}
