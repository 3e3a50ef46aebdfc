import type { TImageStore } from '../../images/image-store';
import { notFound } from '../../http-errors';
import { toDesign } from '../../../core/design-schemas';
import { toLike } from '../../../core/like-schemas';
import { toPreferences } from '../../../core/preference-schemas';
import type { TMeRepository } from './me.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function createMeService(repo: TMeRepository, images: TImageStore) {
  const self = {
    async me(userId: string) {
      const u = await repo.user(userId);
      if (!u) throw notFound('User');
      const p = await repo.profile(userId);
      return {
        user: {
          id: u.id,
          email: u.email,
          name: u.name,
          email_verified: u.emailVerified,
          image: u.image,
          created_at: iso(u.createdAt),
        },
        profile: { ...p, updated_at: iso(p.updated_at) },
      };
    },

    /** Everything the user owns, with absolute links to their images (data portability). */
    async export(userId: string, publicUrl: string) {
      const abs = (path: string) => new URL(path, publicUrl).toString();
      const { user, profile } = await self.me(userId);
      const [accounts, sessions, designs, likes, prefs, generations, images, usage, analyses, conversations] = await Promise.all([
        repo.accounts(userId),
        repo.sessions(userId),
        repo.designs(userId),
        repo.likes(userId),
        repo.preferences(userId),
        repo.generations(userId),
        repo.images(userId),
        repo.usage(userId),
        repo.analyses(userId),
        repo.conversations(userId),
      ]);
      return {
        exported_at: new Date().toISOString(),
        user,
        profile,
        sign_in_methods: accounts.map((a) => ({ provider_id: a.provider_id, created_at: iso(a.created_at) })),
        sessions: sessions.map((s) => ({
          created_at: iso(s.created_at),
          expires_at: iso(s.expires_at),
          ip_address: s.ip_address,
          user_agent: s.user_agent,
        })),
        designs: designs.map((d) => {
          const design = toDesign(d);
          return { ...design, design_url: abs(design.design_url) };
        }),
        likes: likes.map(toLike),
        conversations: conversations.map((c) => ({
          id: c.id,
          title: c.title,
          assistant_id: c.assistant_id,
          messages: c.messages,
          images: c.images,
          fields: c.fields,
          mode: c.mode,
          model: c.model,
          created_at: iso(c.created_at),
          updated_at: iso(c.updated_at),
        })),
        preferences: toPreferences(prefs),
        generations: generations.map((g) => ({
          id: g.id,
          image_url: abs(`/api/images/${g.image_id}`),
          prompt: g.prompt,
          description: g.description,
          model: g.model,
          fallback_from: g.fallback_from,
          seed: g.seed,
          output: g.output,
          attributes: g.attributes,
          created_at: iso(g.created_at),
        })),
        images: images.map((i) => ({
          id: i.id,
          url: abs(`/api/images/${i.id}`),
          mime: i.mime,
          width: i.width,
          height: i.height,
          model: i.model,
          created_at: iso(i.created_at),
        })),
        usage: usage.map((u) => ({ day: u.day, kind: u.kind, count: u.count })),
        analyses: analyses.map((a) => ({
          id: a.id,
          kind: a.kind,
          title: a.title,
          concept: a.concept,
          summary: a.summary,
          analysis: a.analysis,
          analyst: a.analyst,
          placement: a.placement,
          size_cm: a.size_cm,
          image_url: a.image_id ? abs(`/api/images/${a.image_id}`) : null,
          created_at: iso(a.created_at),
        })),
      };
    },

    /** Removes the account: image files and rows first, then the user (everything else cascades). */
    async deleteAccount(userId: string, email: string): Promise<void> {
      await images.deleteOwnedBy(userId);
      await repo.deleteUser(userId, email);
    },
  };
  return self;
}
export type TMeService = ReturnType<typeof createMeService>;
