import { LogIn } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the feature's own issue replaces this page.
export default function AuthPage() {
  return (
    <PageContainer>
      <title>Sign In · InkGlow</title>
      <PageHeader
        eyebrow="Account"
        title="Sign In"
        description="Sign in or create an account with email and password or Google to save designs and preferences."
      />
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
