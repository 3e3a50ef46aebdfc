// Generated Images: Edit, Save, Download and Share per image, and the edit dialog.
import { memo, useState } from 'react';
import { Download, Eye, Pencil, Save, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TChatImage } from '../../../../core/chat/chat-schemas';
import { imageIdOfUrl } from '../../../../core/design-urls';
import { EDIT_INSTRUCTIONS_REQUIRED_MESSAGE, EDIT_INSTRUCTIONS_REQUIRED_TITLE } from '../../../../core/edit-instructions';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';

/** The placement preview for a stored image (/api/images/ID); none for anything else. */
export function previewHref(image: TChatImage): string | null {
  const id = imageIdOfUrl(image.url);
  return id ? `/preview?image=${id}` : null;
}

export const ImageGallery = memo(function ImageGallery(props: {
  images: TChatImage[];
  onEdit: (image: TChatImage, instructions: string) => Promise<boolean>;
  onSave: () => void;
}) {
  const [editing, setEditing] = useState<TChatImage | null>(null);
  const [instructions, setInstructions] = useState('');
  const [busy, setBusy] = useState(false);
  if (!props.images.length) return null;

  async function share(image: TChatImage) {
    const url = new URL(image.url, window.location.origin).toString();
    try {
      if (navigator.share) {
        await navigator.share({ title: 'My InkGlow tattoo design', text: image.prompt, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: 'Share Options', description: 'Link to the image copied to the clipboard.' });
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') toast({ title: 'Share Options', description: url });
    }
  }

  async function submitEdit() {
    if (!editing) return;
    if (!instructions.trim()) {
      toast({ title: EDIT_INSTRUCTIONS_REQUIRED_TITLE, description: EDIT_INSTRUCTIONS_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setBusy(true);
    const ok = await props.onEdit(editing, instructions.trim());
    setBusy(false);
    if (ok) {
      setEditing(null);
      setInstructions('');
    }
  }

  return (
    <section aria-labelledby="generated-images" className="space-y-3 rounded-xl border border-border bg-card/60 p-4">
      <h2 id="generated-images" className="text-base font-semibold">
        Generated Images
      </h2>
      {/* One image a row in the 320 px desktop column and on a phone: two a row left each image
          ~130 px, too narrow for its actions (they stacked and "See it on the body" overflowed). */}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {props.images.map((image) => (
          <li key={image.id} className="space-y-2">
            <img src={image.url} alt={image.prompt} className="aspect-square w-full rounded-lg border border-border bg-white object-contain" loading="lazy" />
            {image.note && <p className="text-xs text-muted-foreground">{image.note}</p>}
            <div className="flex flex-wrap gap-1">
              <Button size="sm" variant="outline" onClick={() => setEditing(image)} aria-label="Edit image">
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button size="sm" variant="outline" onClick={props.onSave} aria-label="Save conversation">
                <Save aria-hidden="true" /> Save
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={image.url} download="tattoo-design.png" aria-label="Download image">
                  <Download aria-hidden="true" /> Download
                </a>
              </Button>
              <Button size="sm" variant="outline" onClick={() => void share(image)} aria-label="Share image">
                <Share2 aria-hidden="true" /> Share
              </Button>
              {previewHref(image) && (
                <Button size="sm" variant="outline" asChild>
                  <Link to={previewHref(image)!}>
                    <Eye aria-hidden="true" /> See it on the body
                  </Link>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={Boolean(editing)} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit image</DialogTitle>
            <DialogDescription>Describe how you'd like to change the design, e.g. "make it a stencil" or "more color".</DialogDescription>
          </DialogHeader>
          <Textarea value={instructions} onChange={(e) => setInstructions(e.target.value)} aria-label="Edit instructions" maxLength={500} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button onClick={() => void submitEdit()} disabled={busy}>
              {busy ? 'Editing...' : 'Apply edit'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
});
