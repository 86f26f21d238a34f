// @vitest-environment happy-dom
// Bad input in the account forms of /login: the password login (auth.login), the SMS login
// (auth.loginByPhone), the registration (auth.register) and the forgotten password (auth.resetPassword).
// The agreements are ticked first, so a value the form let through would really be sent. Every generated
// bad value shows a catalogue message and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import Login from '../../../src/features/account/screens/Login.tsx';
import { reset as resetAccount, setAgreed, setMode, setRegistering } from '../../../src/features/account/store.ts';
import { badMobile, badSmsCode, blank, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

/** New-password near-misses (6 to 20 letters or digits): too short, too long, a space, a symbol or a Chinese character inside. */
const badNewPassword = fc
  .oneof(
    fc.stringMatching(/^[a-z0-9]{1,5}$/),
    fc.stringMatching(/^[a-zA-Z0-9]{21,30}$/),
    fc.constantFrom('abc 123', 'abc123!', 'abc_1234', '密码abc123', 'abc123\u0000', '１２３４５６'),
    scriptPayload,
  )
  .filter((password) => !/^[A-Za-z0-9]{6,20}$/.test(password));

/** Opens /login with the agreements ticked, in the given form; returns the recorded requests. */
async function openLogin(form: 'sms' | 'password' | 'register' | 'reset') {
  clearScreen();
  setUpScreenTest();
  resetAccount();
  setAgreed(true);
  if (form === 'register') setRegistering(true);
  else setMode(form === 'reset' ? 'password' : form);
  const gateway = installGateway({});
  renderScreen('/login', <Login />);
  if (form === 'reset') (await screen.findByRole('button', { name: message('account.actions.forgot') })).click();
  return gateway;
}

const textbox = (labelKey: Parameters<typeof message>[0]) => screen.findByRole('textbox', { name: message(labelKey) });
const passwordBox = (labelKey: Parameters<typeof message>[0]) => screen.findByLabelText(message(labelKey), { selector: 'input' });
const submitButton = (labelKey: Parameters<typeof message>[0]) => () => screen.getByRole('button', { name: message(labelKey) }).click();

describe('password login with bad input', () => {
  async function refuses(account: string, password: string, text: string) {
    const gateway = await openLogin('password');
    paste(await textbox('account.fields.account'), account);
    paste(await passwordBox('account.fields.password'), password);
    await expectRefused(gateway, submitButton('account.actions.login'), text);
  }

  it('should refuse an empty or blank account', async () => {
    await fc.assert(
      fc.asyncProperty(blank, (account) => refuses(account, 'demo123456', message('account.errors.account'))),
      formRuns,
    );
  });

  it('should refuse an empty password', async () => {
    await refuses('demo', '', message('account.errors.password'));
  });

  it('should refuse an account of over 64 characters (the field maxLength only stops typing; a paste is sent as it is)', async () => {
    await fc.assert(
      fc.asyncProperty(oversize(64), (account) => refuses(account, 'demo123456', message('validation.loginAccount'))),
      formRuns,
    );
  });

  it('should refuse an account with a control or bidi character (plainText, spec/validation.yaml) instead of sending it', async () => {
    await fc.assert(
      fc.asyncProperty(withControlChar('demo-buyer'), (account) => refuses(account, 'demo123456', message('validation.loginAccount'))),
      formRuns,
    );
  });
});

describe('SMS login with bad input', () => {
  async function refuses(mobile: string, code: string, text: string) {
    const gateway = await openLogin('sms');
    paste(await textbox('account.fields.mobile'), mobile);
    paste(await textbox('account.fields.smsCode'), code);
    await expectRefused(gateway, submitButton('account.actions.login'), text);
  }

  it('should refuse a mobile near-miss or a blank mobile', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(badMobile, blank), (mobile) => refuses(mobile, '123456', message('validation.mobile'))),
      formRuns,
    );
  });

  it('should refuse a code that is not six digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(badSmsCode, blank, fc.constantFrom('12345', '1234567', '12345a', '１２３４５６')), (code) =>
        refuses('13800000001', code, message('account.errors.smsCode')),
      ),
      formRuns,
    );
  });
});

describe('registration with bad input', () => {
  const good = { mobile: '13900000009', code: '111111', password: 'abc12345' };
  async function refuses(field: keyof typeof good, value: string, text: string) {
    const values = { ...good, [field]: value };
    const gateway = await openLogin('register');
    paste(await textbox('account.fields.mobile'), values.mobile);
    paste(await textbox('account.fields.smsCode'), values.code);
    paste(await passwordBox('account.fields.newPassword'), values.password);
    await expectRefused(gateway, submitButton('account.actions.register'), text);
  }

  it('should refuse a bad mobile, a bad code or a password that is not 6 to 20 letters or digits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badMobile.map((v) => ['mobile', v, message('validation.mobile')] as const),
          fc.oneof(badSmsCode, blank).map((v) => ['code', v, message('account.errors.smsCode')] as const),
          fc.oneof(badNewPassword, blank).map((v) => ['password', v, message('account.errors.newPassword')] as const),
        ),
        ([field, value, text]) => refuses(field, value, text),
      ),
      formRuns,
    );
  });
});

describe('forgotten password with bad input', () => {
  const good = { mobile: '13900000009', code: '111111', password: 'abc12345', confirm: 'abc12345' };
  async function refuses(values: typeof good, text: string) {
    const gateway = await openLogin('reset');
    paste(await textbox('account.fields.mobile'), values.mobile);
    paste(await textbox('account.fields.smsCode'), values.code);
    paste(await passwordBox('account.reset.newPassword'), values.password);
    paste(await passwordBox('account.reset.confirmPassword'), values.confirm);
    await expectRefused(gateway, submitButton('account.reset.submit'), text);
  }

  it('should refuse a bad mobile, a bad code or a bad new password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badMobile.map((v) => [{ ...good, mobile: v }, message('validation.mobile')] as const),
          badSmsCode.map((v) => [{ ...good, code: v }, message('account.errors.smsCode')] as const),
          badNewPassword.map((v) => [{ ...good, password: v, confirm: v }, message('account.errors.newPassword')] as const),
        ),
        ([values, text]) => refuses(values, text),
      ),
      formRuns,
    );
  });

  it('should refuse a confirmation that differs from the new password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-zA-Z0-9]{6,20}$/).filter((confirm) => confirm !== good.password),
        (confirm) => refuses({ ...good, confirm }, message('account.errors.confirmPassword')),
      ),
      formRuns,
    );
  });
});
