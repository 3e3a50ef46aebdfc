import { ArrowLeft, Library } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

/** 'neo-traditional' → 'Neo Traditional' until the catalogue supplies real names. */
function titleFromId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

// Placeholder: the style library issue replaces this page with catalogue data.
export default function StyleDetailPage() {
  const { styleId = '' } = useParams();
  const name = titleFromId(styleId) || 'Tattoo Style';
  return (
    <PageContainer>
      <title>{`${name} · InkGlow`}</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6 text-muted-foreground">
        <Link to="/styles">
          <ArrowLeft aria-hidden="true" />
          Back to Styles
        </Link>
      </Button>
      <PageHeader
        eyebrow="Tattoo style"
        title={name}
        description="Key characteristics, the full story of the style and an example piece will appear here."
      />
      <EmptyState
        icon={<Library aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
