// @vitest-environment happy-dom
// Bad input in the personal information forms: the name (/Personalinformation/editname, personName) and the
// nickname (/Personalinformation/editnickname, nickname), both saved by member.updateProfile. Every generated
// bad value shows a catalogue message under the field and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, it } from 'vitest';
import EditName from '../../../src/features/account/screens/EditName.tsx';
import EditNickname from '../../../src/features/account/screens/EditNickname.tsx';
import { blank, controlChar, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

/** Opens the form at `path`, pastes `value` into the field labelled `label`, saves and expects `text` and no request. */
async function refuses(path: string, screenElement: ReactElement, label: string, value: string, text: string) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen(path, screenElement);
  paste(await screen.findByRole('textbox', { name: label }), value);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('profile.save') }).click(), text);
}

describe('name form with bad input', () => {
  const refusesName = (value: string, text: string) => refuses('/Personalinformation/editname', <EditName />, message('profile.name'), value, text);

  it('should refuse an empty or blank name', async () => {
    await fc.assert(
      fc.asyncProperty(blank, (value) => refusesName(value, message('profile.errors.nameRequired'))),
      formRuns,
    );
  });

  it('should refuse a name with digits, a script payload, a control character or over 20 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(scriptPayload, withControlChar('张建国', controlChar), oversize(20), fc.constant('张三3')), (value) =>
        refusesName(value, message('validation.personName')),
      ),
      formRuns,
    );
  });
});

describe('nickname form with bad input', () => {
  const refusesNickname = (value: string, text: string) =>
    refuses('/Personalinformation/editnickname', <EditNickname />, message('profile.nickname'), value, text);

  it('should refuse an empty or blank nickname', async () => {
    await fc.assert(
      fc.asyncProperty(blank, (value) => refusesNickname(value, message('profile.errors.nicknameRequired'))),
      formRuns,
    );
  });

  it('should refuse a nickname with a control or bidi character, or over 20 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(withControlChar('建材小王', controlChar), oversize(20)), (value) => refusesNickname(value, message('validation.nickname'))),
      formRuns,
    );
  });
});
