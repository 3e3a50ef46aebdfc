import { Images } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the feature's own issue replaces this page.
export default function GalleryPage() {
  return (
    <PageContainer>
      <title>Gallery · InkGlow</title>
      <PageHeader
        eyebrow="Gallery"
        title="Gallery"
        description="One example piece for every style, with a filter to see a single style at a time."
      />
      <EmptyState
        icon={<Images aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
