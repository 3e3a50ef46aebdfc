// Claim tokens for guests' images (issue #9). A guest's generation is stored with no owner; the
// response carries, per image, an HMAC of its id under the server secret. Whoever holds that token
// (the guest's own browser) may save the image to the account they create or sign in to next.
// Knowing an image's id (it is in every shared link) is not enough to claim it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../config';
import { resolveAuthSecret } from '../auth/auth-secret';

const PURPOSE = 'inkglow:image-claim:v1:';

export function imageClaimToken(secret: string, imageId: string): string {
  return createHmac('sha256', secret).update(PURPOSE + imageId).digest('base64url');
}

export function isImageClaimToken(secret: string, imageId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(imageClaimToken(secret, imageId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The secret claim tokens are made with: the auth secret (resolved as the auth plugin does). */
export function claimSecret(config: Pick<TConfig, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  return resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
}

/** A guest's images, each with its claim token; a signed-in caller's images are theirs already. */
export function withClaimTokens<T extends { images: { id: string }[] }>(
  response: T,
  secret: string,
  userId: string | null,
): T {
  if (userId) return response;
  return {
    ...response,
    images: response.images.map((image) => ({ ...image, claimToken: imageClaimToken(secret, image.id) })),
  };
}
