import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the accounts issue replaces this with the real callback handling.
export default function AuthCallbackPage() {
  return (
    <PageContainer>
      <title>Completing authentication · InkGlow</title>
      <PageHeader
        eyebrow="Account"
        title="Completing authentication..."
        description="This page will finish Google sign-in and send you on to your profile."
      />
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title="Being built"
        description="Sign-in is not open yet."
      >
        <Button asChild variant="outline">
          <Link to="/auth">Go to Sign In</Link>
        </Button>
      </EmptyState>
    </PageContainer>
  );
}
