import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/session';
import { cn } from '../../../lib/utils';
import { useLikes, useToggleLike } from '../api/styles-api';

/**
 * The heart toggle: signed-in users like or unlike at once (optimistic, undone with a toast when the
 * server refuses); guests are sent to sign in and brought back here.
 */
export function LikeButton({ styleId, styleName }: { styleId: string; styleName: string }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const likes = useLikes(Boolean(user));
  const toggle = useToggleLike();
  const liked = Boolean(user) && Boolean(likes.data?.some((l) => l.style_id === styleId));

  const onClick = () => {
    if (!user) {
      navigate(`/auth?redirect=/styles/${styleId}`);
      return;
    }
    toggle.mutate(
      { styleId, like: !liked },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: liked ? 'Could not remove your like' : 'Could not save your like',
            description: error.message || 'Please try again in a moment.',
          }),
      },
    );
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={onClick}
      disabled={loading || (Boolean(user) && likes.isPending)}
      aria-pressed={user ? liked : undefined}
      aria-label={user ? (liked ? `Unlike ${styleName}` : `Like ${styleName}`) : `Sign in to like ${styleName}`}
      title={user ? (liked ? 'Remove from your liked styles' : 'Add to your liked styles') : 'Sign in to like styles'}
      className={cn('size-11 rounded-full', liked && 'border-primary/70 text-primary')}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-transform', liked && 'scale-110 fill-current')}
      />
    </Button>
  );
}
