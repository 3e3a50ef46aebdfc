import { WandSparkles } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the feature's own issue replaces this page.
export default function GeneratorPage() {
  return (
    <PageContainer>
      <title>Design Generator · InkGlow</title>
      <PageHeader
        eyebrow="Design tool"
        title="Design Generator"
        description="Choose subject, style, technique, composition, palette and placement, then generate designs and stencils you can download."
      />
      <EmptyState
        icon={<WandSparkles aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
