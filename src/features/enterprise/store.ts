import { proxy } from 'valtio/vanilla';

/**
 * The enterprise pages' own state: a step that was just sent is on its way to the next page. Its answer
 * already moved the application on, so the page being left must not redirect by it meanwhile.
 */
export const enterpriseFlow = proxy({ leaving: false });
