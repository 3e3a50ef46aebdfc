// Better Auth's browser client, for the sign-in screens only (sign-in, sign-up, Google, password
// reset). Everything else uses ./session, which does not load this library.
import { createAuthClient } from 'better-auth/react';
import { getBearerToken, notifySessionChanged, setBearerToken } from './session';

export * from './session';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    onRequest(context) {
      const token = getBearerToken();
      if (token) context.headers.set('authorization', `Bearer ${token}`);
      return context;
    },
    onSuccess(context) {
      const token = context.response.headers.get('set-auth-token');
      if (token) setBearerToken(token);
      // sign-in, sign-up and sign-out change who is signed in: every useAuth() asks again
      if (/\/(sign-in|sign-up|sign-out)/.test(context.request.url.toString())) notifySessionChanged();
    },
  },
});
