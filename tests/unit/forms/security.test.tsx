// @vitest-environment happy-dom
// Bad input in the security forms of /mine: the password changed with the old one (/mine/setPswByOldPsw,
// auth.updatePassword), the password set after the SMS proof (/mine/setPswByPhone) and the new mobile of
// the phone change (/mine/updateNewPhone, auth.editPhone). The proofs of the steps before are in place,
// so a value the form let through would really be sent. Every generated bad value shows a catalogue
// message and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, describe, it } from 'vitest';
import SetPasswordByOld from '../../../src/features/mine/screens/SetPasswordByOld.tsx';
import SetPasswordByPhone from '../../../src/features/mine/screens/SetPasswordByPhone.tsx';
import UpdateNewPhone from '../../../src/features/mine/screens/UpdateNewPhone.tsx';
import { resetSecurity, securityStore } from '../../../src/features/mine/security.ts';
import { session, setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { badMobile, badSmsCode, blank, formRuns, message, scriptPayload } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  resetSecurity();
  tearDownScreenTest();
});

const CURRENT_MOBILE = '13800000001';

/** New-password near-misses (6 to 20 letters or digits): too short, too long, a space, a symbol, a Chinese or full-width character. */
const badNewPassword = fc
  .oneof(
    fc.stringMatching(/^[a-z0-9]{1,5}$/),
    fc.stringMatching(/^[a-zA-Z0-9]{21,30}$/),
    fc.constantFrom('abc 123', 'abc123!', 'abc_1234', '密码abc123', '１２３４５６'),
    scriptPayload,
  )
  .filter((password) => !/^[A-Za-z0-9]{6,20}$/.test(password));
/** Good new passwords, for the mismatches. */
const goodPassword = fc.stringMatching(/^[a-zA-Z0-9]{6,20}$/);

/** Shows the screen to a logged-in buyer with the proofs of the steps before; returns the recorded requests. */
function open(path: string, screenElement: ReactElement) {
  clearScreen();
  setUpScreenTest();
  resetSecurity();
  setToken('tok-security-0123456789');
  setUserInfo({ memberId: 'm1', accountName: 'buyer1', mobile: CURRENT_MOBILE, memberType: 'personal', hasPassword: true } as never);
  session.loggedIn = true;
  session.checked = true;
  securityStore.passwordProof = 'proof-password';
  securityStore.phoneProof = 'proof-phone';
  const gateway = installGateway({});
  renderScreen(path, screenElement);
  return gateway;
}

const passwordBox = (labelKey: Parameters<typeof message>[0]) => screen.findByLabelText(message(labelKey), { selector: 'input' });
const submit = (labelKey: Parameters<typeof message>[0]) => () => screen.getByRole('button', { name: message(labelKey) }).click();

describe('password change with the old password, bad input', () => {
  async function refuses(values: { old: string; password: string; confirm: string }, text: string) {
    const gateway = open('/mine/setPswByOldPsw', <SetPasswordByOld />);
    paste(await passwordBox('security.password.old'), values.old);
    paste(await passwordBox('account.reset.newPassword'), values.password);
    paste(await passwordBox('account.reset.confirmPassword'), values.confirm);
    await expectRefused(gateway, submit('security.password.submit'), text);
  }

  it('should refuse a blank old password, a new one that breaks the rule or equals the old one, and a differing repetition', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant([{ old: '', password: 'abc12345', confirm: 'abc12345' }, message('security.errors.oldPassword')] as const),
          badNewPassword.map((v) => [{ old: 'old12345', password: v, confirm: v }, message('account.errors.newPassword')] as const),
          fc.constant([{ old: 'abc12345', password: 'abc12345', confirm: 'abc12345' }, message('security.errors.sameAsOld')] as const),
          goodPassword
            .filter((v) => v !== 'abc12345')
            .map((confirm) => [{ old: 'old12345', password: 'abc12345', confirm }, message('account.errors.confirmPassword')] as const),
        ),
        ([values, text]) => refuses(values, text),
      ),
      formRuns,
    );
  });
});

describe('password set after the SMS proof, bad input', () => {
  async function refuses(password: string, confirm: string, text: string) {
    const gateway = open('/mine/setPswByPhone', <SetPasswordByPhone />);
    paste(await passwordBox('account.reset.newPassword'), password);
    paste(await passwordBox('account.reset.confirmPassword'), confirm);
    await expectRefused(gateway, submit('security.password.submit'), text);
  }

  it('should refuse a new password that breaks the rule (or is blank) and a differing repetition', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(badNewPassword, blank).map((v) => [v, v, message('account.errors.newPassword')] as const),
          goodPassword.filter((v) => v !== 'abc12345').map((confirm) => ['abc12345', confirm, message('account.errors.confirmPassword')] as const),
        ),
        ([password, confirm, text]) => refuses(password, confirm, text),
      ),
      formRuns,
    );
  });
});

describe('new mobile of the phone change, bad input', () => {
  async function refuses(mobile: string, code: string, text: string) {
    const gateway = open('/mine/updateNewPhone', <UpdateNewPhone />);
    paste(await screen.findByRole('textbox', { name: message('security.mobile.newMobile') }), mobile);
    paste(await screen.findByRole('textbox', { name: message('account.fields.smsCode') }), code);
    await expectRefused(gateway, submit('security.mobile.submit'), text);
  }

  it('should refuse a mobile near-miss, a blank mobile or the current mobile', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(badMobile, blank).map((v) => [v, message('validation.mobile')] as const),
          fc.constantFrom(CURRENT_MOBILE, ` ${CURRENT_MOBILE} `).map((v) => [v, message('security.errors.sameMobile')] as const),
        ),
        ([mobile, text]) => refuses(mobile, '123456', text),
      ),
      formRuns,
    );
  });

  it('should refuse a code that is not six digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(badSmsCode, blank, fc.constantFrom('12345', '1234567', '12345a', '１２３４５６')), (code) =>
        refuses('13900000009', code, message('account.errors.smsCode')),
      ),
      formRuns,
    );
  });
});
