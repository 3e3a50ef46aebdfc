import { MessageSquareText } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/session';
import { ProviderKeysDialog } from '../../components/provider-keys/provider-keys-dialog';

// Placeholder: the feature's own issue replaces this page.
export default function ChatPage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <title>Tattoo Chat Assistant · InkGlow</title>
      <PageHeader
        eyebrow="Text chat"
        title="Tattoo Chat Assistant"
        actions={<ProviderKeysDialog signedIn={Boolean(user)} triggerLabel="API keys" triggerVariant="outline" />}
        description="Chat with five specialist assistants about ideas, designs, analysis, styles and aftercare, and turn the conversation into images."
      />
      <EmptyState
        icon={<MessageSquareText aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
