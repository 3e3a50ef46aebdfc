import { Library } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the feature's own issue replaces this page.
export default function StylesPage() {
  return (
    <PageContainer>
      <title>Tattoo Styles · InkGlow</title>
      <PageHeader
        eyebrow="Style library"
        title="Tattoo Styles"
        description="Ten styles, from Traditional to Minimalist, each with its key characteristics, history and an example piece."
      />
      <EmptyState
        icon={<Library aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
