import { UserRound } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

// Placeholder: the feature's own issue replaces this page.
export default function ProfilePage() {
  return (
    <PageContainer>
      <title>Profile · InkGlow</title>
      <PageHeader
        eyebrow="Your account"
        title="Profile"
        description="Your saved designs, profile details and favorite styles, colors and techniques, in one place."
      />
      <EmptyState
        icon={<UserRound aria-hidden="true" />}
        title="Being built"
        description="This part of the studio is not open yet."
      />
    </PageContainer>
  );
}
