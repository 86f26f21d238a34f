import { HomeScreen } from '../components/HomeScreen';

/** /v3: the same home data in a variant layout — category chips, banner, two-column goods grid. */
export default function HomeV3() {
  return <HomeScreen variant="v3" />;
}
