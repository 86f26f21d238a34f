import { homeHref, Navigate } from '@/lib/navigation';

/** /index (product-spec §2): goes on to the saved home page, /v2 unless another one was saved. */
export default function HomeIndex() {
  return <Navigate to={homeHref()} replace />;
}
