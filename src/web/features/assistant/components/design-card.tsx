import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, ExternalLink, Save } from 'lucide-react';
import type { TDesign, TDesignCreate } from '../../../../core/design-schemas';
import type { TVoiceImage } from '../../../../core/voice/voice-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { authFetch } from '../../../lib/session';

/** The generated design in the conversation, with Save, Download and Open in generator. */
export function DesignCard({ image, signedIn }: { image: TVoiceImage; signedIn: boolean }) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    if (!signedIn) return void navigate('/auth', { state: { from: '/assistant' } });
    setSaving(true);
    try {
      const body: TDesignCreate = { image_id: image.id, title: 'Voice Glow design', prompt: image.prompt, model: image.model };
      await authFetch<TDesign>('/api/designs', { method: 'POST', body });
      setSaved(true);
      toast({ title: 'Design Saved', description: 'It is in Your Designs on your profile.' });
    } catch {
      toast({ title: 'Error', description: 'The design could not be saved. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    try {
      const blob = await (await fetch(image.url)).blob();
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = 'tattoo-design.png';
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      toast({ title: 'Download Started' });
    } catch {
      toast({ title: 'Error', description: 'The download failed. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <figure className="mt-2 overflow-hidden rounded-lg border bg-background" data-testid="voice-design">
      <img src={image.url} alt={`Generated tattoo design: ${image.prompt}`} className="aspect-square w-full max-w-sm bg-muted object-contain" />
      <figcaption className="space-y-2 p-3">
        <p className="text-xs text-muted-foreground">{image.prompt}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void save()} disabled={saving || saved}>
            <Save aria-hidden="true" /> {saved ? 'Saved' : signedIn ? 'Save' : 'Sign Up to Save'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void download()}>
            <Download aria-hidden="true" /> Download
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to={`/generator?prompt=${encodeURIComponent(image.prompt)}`}>
              <ExternalLink aria-hidden="true" /> Open in generator
            </Link>
          </Button>
        </div>
      </figcaption>
    </figure>
  );
}
