// The search page is reached by its route (/v2/search). The settings page (/mine/setting) shows and clears
// the search history this device keeps (product-spec §9).
export { clearHistory as clearSearchHistory, loadHistory as loadSearchHistory, searchStore } from './store';
