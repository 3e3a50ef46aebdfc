import { ScanSearch } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/session';
import { ProviderKeysDialog } from '../provider-keys';

// Placeholder: the feature's own issue replaces this page.
export default function AnalysisPage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <title>Analysis Tool · InkGlow</title>
      <PageHeader
        eyebrow="Analysis"
        title="Analysis Tool"
        actions={<ProviderKeysDialog signedIn={Boolean(user)} triggerLabel="API keys" triggerVariant="outline" />}
        description="Upload a tattoo photo for an eight-step analysis, or describe a concept for a seven-step one."
      />
      <EmptyState
        icon={<ScanSearch aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
