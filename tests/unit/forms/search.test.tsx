// @vitest-environment happy-dom
// Bad input in the search box (/v2/search, goods.search; the rules at goods.search in spec/calls/goods.yaml):
// a blank keyword says so and sends nothing; invisible control and bidi characters are taken out before
// anything is sent (a text of only those is blank); a keyword over the box's 100 characters is cut; a script
// payload is searched for as typed and shown as text.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import Search from '../../../src/features/search/screens/Search.tsx';
import { reset as resetSearch } from '../../../src/features/search/store.ts';
import { searchKeyword, timeouts } from '../../../src/lib/constants.ts';
import { isFormatValid } from '../../../src/lib/validation.ts';
import { goods, goodsPage } from '../home/fixtures.ts';
import { blank, controlChar, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  resetSearch();
  tearDownScreenTest();
  delete (window as { __xss?: unknown }).__xss;
});

/** The search page with its hot words loaded, `typed` pasted into the box; returns the fake gateway. */
async function typeKeyword(typed: string) {
  clearScreen();
  resetSearch();
  setUpScreenTest();
  const gateway = installGateway({ 'goods.search': ok(goodsPage([goods('g1', '预拌混凝土', '440')])), 'goods.hotWords': ok(['商砼']) });
  const { location } = renderScreen('/v2/search', <Search />);
  await screen.findByRole('button', { name: '商砼' });
  const box = screen.getByRole('searchbox', { name: message('search.input') });
  paste(box, typed);
  return { gateway, box, location };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: message('search.submit') }));

/** The keywords goods.search was asked for. */
const searched = (gateway: ReturnType<typeof installGateway>) =>
  gateway.calls('goods.search').map((request) => new URL(request.url).searchParams.get('keyword'));

describe('search box with bad input', () => {
  it('should say a blank keyword or one of only control characters needs a term, and search nothing', async () => {
    const nothing = fc.oneof(
      blank,
      fc.array(controlChar, { minLength: 1, maxLength: 3 }).map((chars) => chars.join('')),
    );
    await fc.assert(
      fc.asyncProperty(nothing, async (typed) => {
        const { gateway, location } = await typeKeyword(typed);
        await expectRefused(gateway, submit, message('search.emptyKeyword'));
        // Nor do the suggestions ask for it once the typing has rested.
        await new Promise((resolve) => setTimeout(resolve, timeouts.debounceMs + 50));
        expect(gateway.calls('goods.search')).toHaveLength(0);
        expect(location()).toBe('/v2/search');
      }),
      { numRuns: 3 },
    );
  });

  it('should never send a control or bidi character: it is taken out, a tab or line break becoming a space', async () => {
    const base = 'C30混凝土';
    await fc.assert(
      fc.asyncProperty(withControlChar(base), async (typed) => {
        const { gateway, location } = await typeKeyword(typed);
        submit();
        await waitFor(() => expect(gateway.calls('goods.search')).toHaveLength(1));
        const [keyword] = searched(gateway);
        expect(isFormatValid('plainText', keyword!)).toBe(true);
        expect(keyword!.replace(/ /g, '')).toBe(base);
        // The page's address holds the cleaned keyword too (back returns to it, a reload searches it again).
        expect(new URL(location(), 'https://app.test').searchParams.get('keyword')).toBe(keyword);
      }),
      formRuns,
    );
  });

  it('should cut a keyword over the box’s length', async () => {
    await fc.assert(
      fc.asyncProperty(oversize(searchKeyword.maxLength), async (typed) => {
        const { gateway } = await typeKeyword(typed);
        submit();
        await waitFor(() => expect(gateway.calls('goods.search')).toHaveLength(1));
        expect(searched(gateway)).toEqual([[...typed].slice(0, searchKeyword.maxLength).join('')]);
      }),
      { numRuns: 3 },
    );
  });

  it('should search a script payload as typed and show it as text', async () => {
    await fc.assert(
      fc.asyncProperty(scriptPayload, async (payload) => {
        const { gateway, box } = await typeKeyword(payload);
        submit();
        await screen.findByRole('region', { name: message('search.results', { keyword: payload }) });
        expect(searched(gateway)).toEqual([payload]);
        expect((box as HTMLInputElement).value).toBe(payload);
        // Shown, never parsed: no element of the payload on the page, nothing run.
        expect(document.querySelector('script, img[src="x"], svg[onload]')).toBeNull();
        expect((window as { __xss?: unknown }).__xss).toBeUndefined();
      }),
      { numRuns: 3 },
    );
  });
});
