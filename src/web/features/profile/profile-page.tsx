import * as React from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { SavedAnalysesSection } from '../../components/saved-analyses/saved-analyses-list';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { justSignedOut, useAuth, useSignOut } from '../../lib/session';
import { DataRights } from './components/data-rights';
import { DesignsTab } from './components/designs-tab';
import { PreferencesTab } from './components/preferences-tab';
import { ProfileForm } from './components/profile-form';
import { ProfileHeader } from './components/profile-header';

/**
 * /profile (seed-spec §2): signed-in only; tabs Your Designs, Profile, Preferences. Saved analyses
 * (issue 12) are listed under the designs, in the same tab, so the spec's three tabs stay three.
 */
export default function ProfilePage() {
  const { user, profile, loading } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [signingOut, setSigningOut] = React.useState(false);

  if (loading || signingOut || (!user && justSignedOut())) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <title>Profile · InkGlow</title>
        <Spinner className="size-10" label="Loading your profile" />
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;

  const doSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      await navigate('/', { replace: true });
    } catch (error) {
      setSigningOut(false);
      toast({
        variant: 'destructive',
        title: 'Error signing out',
        description: (error as Error).message || 'An error occurred while signing out',
      });
    }
  };

  return (
    <PageContainer className="flex flex-col gap-8">
      <title>Profile · InkGlow</title>
      <ProfileHeader email={user.email} profile={profile} onSignOut={() => void doSignOut()} />
      <Tabs defaultValue="designs" className="gap-6">
        <TabsList className="grid w-full grid-cols-3 sm:w-fit">
          <TabsTrigger value="designs">Your Designs</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
        </TabsList>
        <TabsContent value="designs" className="grid gap-10">
          <DesignsTab userId={user.id} />
          <SavedAnalysesSection userId={user.id} />
        </TabsContent>
        <TabsContent value="profile" className="grid gap-8">
          <ProfileForm userId={user.id} email={user.email} profile={profile} />
          <DataRights />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab userId={user.id} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
