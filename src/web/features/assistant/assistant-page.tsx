import { Mic } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the feature's own issue replaces this page.
export default function AssistantPage() {
  return (
    <PageContainer>
      <title>Voice Glow · InkGlow</title>
      <PageHeader
        eyebrow="Voice assistant"
        title="Voice Glow"
        description="Talk your idea through out loud: the assistant listens, asks what it needs to know and generates the design when it has enough."
      />
      <EmptyState
        icon={<Mic aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
