// Spec §8's texts for image models this caller cannot use, shared by every page with a model menu
// (generator, chat) so the wording and the rule stay in one place.
export const CONTACT_SUPPORT = 'If this issue persists, please contact support.';
export const SERVER_KEYS_MISSING = 'API keys are not available. Please contact the administrator.';
export const GUEST_KEYS_MISSING = 'Enter your own OpenAI, FLUX or Ideogram key in Settings to use the AI models.';

/** Why no AI image model can run for this caller, or undefined when one can (the offline engine does not count). */
export function noModelNote(models: readonly { id: string; available: boolean }[], signedIn: boolean): string | undefined {
  if (models.some((m) => m.id !== 'local' && m.available)) return undefined;
  return signedIn ? SERVER_KEYS_MISSING : GUEST_KEYS_MISSING;
}
