// The set-ups that many route test files share, each one call in a beforeAll.
import { signUpAndGetCookie, type TTestUser } from './auth-helpers';
import { buildTestApp, type TTestApp } from './build-test-app';
import { startOpenAIFake, type TOpenAIFake } from './fakes/openai-fake';

/** A test app and one signed-up user. */
export async function startAppWithUser(env: Record<string, string> = {}): Promise<{ t: TTestApp; user: TTestUser }> {
  const t = await buildTestApp(env);
  return { t, user: await signUpAndGetCookie(t.app) };
}

/** A test app and two signed-up users: own-rows-only checks need a second account. */
export async function startAppWithTwoUsers(env: Record<string, string> = {}): Promise<{ t: TTestApp; a: TTestUser; b: TTestUser }> {
  const t = await buildTestApp(env);
  return { t, a: await signUpAndGetCookie(t.app), b: await signUpAndGetCookie(t.app) };
}

/** A test app whose OpenAI calls go to a loopback fake that accepts `apiKey`; close() stops both. */
export async function startAppWithOpenAIFake(
  apiKey: string,
  options: { imageSize?: number } = {},
): Promise<{ t: TTestApp; fake: TOpenAIFake; close: () => Promise<void> }> {
  const fake = await startOpenAIFake({ apiKey, imageSize: options.imageSize ?? 256 });
  const t = await buildTestApp({ OPENAI_BASE_URL: fake.baseURL });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
