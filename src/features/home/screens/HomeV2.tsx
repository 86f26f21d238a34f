import { HomeScreen } from '../components/HomeScreen';

/** /v2: the home page — banner, category grid, one-column goods list. */
export default function HomeV2() {
  return <HomeScreen variant="v2" />;
}
