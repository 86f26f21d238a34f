export { useRouteTitle } from './routeTitles';
