import { lazy, Suspense } from 'react';
import { Header } from '@/components/Header';
import { LoadingState } from '@/components/LoadState';
import { loadFeatureMessages } from '@/lib/i18n';
import { useRouteTitle } from '@/lib/useRouteTitle';

// The page's texts are not first-load texts (spec/messages/misc.yaml): a home screen is shown without a
// feature part (src/app/router.tsx), so its body comes in its own chunk once the home feature's part has loaded.
const ComingSoon = lazy(async () => {
  const [body] = await Promise.all([import('../components/ComingSoon'), loadFeatureMessages('home')]);
  return body;
});

/**
 * /creatingnow: the "coming soon" page of an entry the platform has not opened yet, with the ways back —
 * the header's back arrow, back to the page before and to the home page.
 */
export default function CreatingNow() {
  const title = useRouteTitle('/creatingnow');
  return (
    <div className="app-screen">
      <Header title={title} />
      <Suspense fallback={<LoadingState />}>
        <ComingSoon />
      </Suspense>
    </div>
  );
}
