import type { BrowserContext, Page } from '@playwright/test';
import type { CallData } from '../../generated/client.gen.ts';
import { cookies } from '../../generated/constants.gen.ts';
import { SECOND_BUYER } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The enterprise upgrade against the real gateway (one in-memory gateway for this file): the second
 * buyer (personal, never applied) fills in step one and step two — every bad field refused with the
 * catalogue's message and nothing sent, the draft kept through reloads, the pictures picked through the
 * file input — then lands on the submitted page, whose status is member.status's; /mine and the entry
 * agree. Then the result pages and the form in English.
 */

const live = useLiveGateway();
const B = SECOND_BUYER.memberId;

/** A buyer logged in through the token cookie (no login form); returns the token. */
async function logIn(context: BrowserContext, account?: string): Promise<string> {
  const token = await live.login(account);
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** Counts the gateway calls the page makes from now on. */
function countGatewayCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

/** A PNG of a demo picture (the gateway draws /demo/<name>.svg), as a phone's photo would be picked. */
async function photo(context: BrowserContext, name: string): Promise<Buffer> {
  const other = await context.newPage();
  await other.goto(`${live.url}/demo/${name}.svg`);
  const png = await other.locator('svg').screenshot();
  await other.close();
  return png;
}

/** Picks a picture for an image field through the browser's file chooser. */
async function pick(page: Page, button: string, picture: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: picture });
}

/** A page change that waits for the enterprise state (three signed calls) on a busy machine. */
const SLOW = { timeout: 15_000 };

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('upgrade to an enterprise: bad fields refused with nothing sent, the draft kept through reloads, submitted and under review as member.status says', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const licence = await photo(context, 'license');
  const idFront = await photo(context, 'id-front');
  const idBack = await photo(context, 'id-back');
  const token = await logIn(context, SECOND_BUYER.accountName);

  await page.goto(`${live.url}/enterpriseRegistration`);
  await expect(page.getByRole('heading', { name: '企业认证', level: 1 })).toBeVisible();
  await expect(field(page, '企业名称')).toBeVisible();
  await page.screenshot({ path: shot('enterprise-step1') });

  // Step one empty, then a bad credit code and mobile: each field says what is wrong; nothing is sent.
  const calls = countGatewayCalls(page);
  await page.getByRole('button', { name: '下一步' }).click();
  for (const message of ['请填写企业名称', '请填写统一社会信用代码', '请填写法定代表人', '请填写联系人', '请填写联系电话', '请上传营业执照'])
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await field(page, '企业名称').fill('苏州第二建设有限公司');
  await field(page, '统一社会信用代码').fill('91320500MA1XYZ123');
  await field(page, '法定代表人').fill('李四');
  await field(page, '联系人').fill('李四');
  await field(page, '联系电话').fill('2380013800');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '统一社会信用代码须为18位字母或数字' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的11位手机号码' })).toBeVisible();
  await field(page, '统一社会信用代码').fill('91320500-MA1XYZ12');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '统一社会信用代码须为18位字母或数字' })).toBeVisible();
  await page.screenshot({ path: shot('enterprise-step1-errors') });
  expect(calls.count).toBe(0);

  // Correct values and the licence picture; a reload keeps all of it.
  await field(page, '统一社会信用代码').fill('91320500ma1xyz1234');
  await field(page, '联系电话').fill(SECOND_BUYER.mobile);
  await pick(page, '上传营业执照', licence);
  await expect(page.getByRole('button', { name: '删除第1张营业执照' })).toBeVisible();
  await page.reload();
  await expect(field(page, '企业名称')).toHaveValue('苏州第二建设有限公司');
  await expect(field(page, '统一社会信用代码')).toHaveValue('91320500ma1xyz1234');
  await expect(page.getByRole('button', { name: '删除第1张营业执照' })).toBeVisible();
  await page.screenshot({ path: shot('enterprise-step1-filled') });
  await page.getByRole('button', { name: '下一步' }).click();

  // Step two, first visit: the saved company, then the documents and the bank account.
  await expect(page).toHaveURL(/\/enterpriseRegistration\/stepTow_first_in$/, SLOW);
  await expect(page.getByText('企业信息已保存，请继续上传资质并填写对公账户。')).toBeVisible();
  await expect(page.getByText('信用代码：91320500MA1XYZ1234')).toBeVisible();
  await expect(field(page, '开户名称')).toHaveValue('苏州第二建设有限公司');
  const before = calls.count;
  await field(page, '开户银行').fill('中国银行苏州分行');
  await field(page, '对公银行账号').fill('6217-0000-1234');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请上传法人身份证人像面' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请上传法人身份证国徽面' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入1至30位数字' })).toBeVisible();
  await field(page, '对公银行账号').fill('62170000l2345');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入1至30位数字' })).toBeVisible();
  await page.screenshot({ path: shot('enterprise-step2-errors') });
  expect(calls.count).toBe(before);

  await pick(page, '上传法人身份证人像面', idFront);
  await pick(page, '上传法人身份证国徽面', idBack);
  // Each picture is uploaded as it is picked (upload.image): the draft keeps it once it is in.
  await expect(page.getByRole('button', { name: '删除第1张法人身份证人像面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '删除第1张法人身份证国徽面' })).toBeVisible();
  await field(page, '对公银行账号').fill('6217000000000000123');
  await page.reload();
  await expect(field(page, '开户银行')).toHaveValue('中国银行苏州分行');
  await expect(field(page, '对公银行账号')).toHaveValue('6217000000000000123');
  await expect(page.getByRole('button', { name: '删除第1张法人身份证国徽面' })).toBeVisible();
  await page.getByRole('radio', { name: '小规模纳税人' }).check();
  await page.screenshot({ path: shot('enterprise-step2-filled') });
  await page.getByRole('button', { name: '提交审核' }).click();

  // Submitted: the page shows the status member.status answers.
  await expect(page).toHaveURL(/\/enterpriseRegistration\/over$/, SLOW);
  await expect(page.getByRole('heading', { name: '资料已提交，等待平台审核' })).toBeVisible();
  const member = await live.call<CallData<'member.status'>>('member.status', { query: { memberId: B } }, token);
  expect(member.enterpriseStatus).toBe('reviewing');
  await expect(page.getByTestId('enterprise-status')).toHaveText('审核中');
  await expect(page.getByText('企业名称：苏州第二建设有限公司')).toBeVisible();
  await page.screenshot({ path: shot('enterprise-submitted') });
  const application = await live.typed('enterprise.status', {}, token);
  expect(application).toMatchObject({
    status: 'reviewing',
    basic: { creditCode: '91320500MA1XYZ1234', licenseImageUrl: expect.stringMatching(/^\/gw\/files\/file_[0-9a-f]{16}$/) },
  });

  // /mine shows it under review; its entry, like the form's own address, lands on the submitted page.
  await page.goto(`${live.url}/mine`);
  const entry = page.getByRole('link', { name: /企业认证/ });
  await expect(entry).toContainText('审核中');
  await entry.click();
  await expect(page).toHaveURL(/\/enterpriseRegistration\/over$/, SLOW);
  await page.goto(`${live.url}/enterpriseRegistration/stepTow`);
  await expect(page).toHaveURL(/\/enterpriseRegistration\/over$/, SLOW);
  // The result page says it is still under review.
  await page.goto(`${live.url}/enterpriseRegistration/over_shenji`);
  await expect(page.getByRole('heading', { name: '企业认证审核中' })).toBeVisible();
  await expect(page.getByTestId('enterprise-status')).toHaveText('审核中');
  await page.screenshot({ path: shot('enterprise-result-reviewing') });
});

test('in English: an approved buyer sees the result; a rejected one the reason, then the form again with its message', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  await logIn(context);
  await page.goto(`${live.url}/enterpriseRegistration`);
  await expect(page).toHaveURL(/\/enterpriseRegistration\/over_shenji$/, SLOW);
  await expect(page.getByRole('heading', { name: 'You are now an enterprise buyer' })).toBeVisible();
  await expect(page.getByText('Account type: Enterprise buyer')).toBeVisible();
  await page.screenshot({ path: shot('enterprise-result-approved-en') });

  // The second buyer's application, rejected by the platform (set in the database: no call reviews one).
  await live.db.query(
    `insert into enterprise_registrations (member_id, apply_id, status, step, basic, reject_reason, submit_time, audit_time)
     values ($1, 'ent_b_rejected', 'rejected', 2, $2::jsonb, '营业执照照片不清晰', now(), now())
     on conflict (member_id) do update set status = 'rejected', basic = excluded.basic, reject_reason = excluded.reject_reason, audit_time = now()`,
    [
      B,
      JSON.stringify({
        companyName: '苏州第二建设有限公司',
        creditCode: '91320500MA1XYZ1234',
        legalPerson: '李四',
        contactName: '李四',
        contactMobile: SECOND_BUYER.mobile,
        licenseImageUrl: '/demo/license.svg',
      }),
    ],
  );
  await live.db.query(`update members set enterprise_status = 'rejected' where member_id = $1`, [B]);
  await context.clearCookies();
  await logIn(context, SECOND_BUYER.accountName);
  await page.goto(`${live.url}/enterpriseRegistration/over_shenji`);
  await expect(page.getByRole('heading', { name: 'The verification was not approved' })).toBeVisible();
  await expect(page.getByText('Reason: 营业执照照片不清晰')).toBeVisible();
  await expect(page.getByTestId('enterprise-status')).toHaveText('Not approved');
  await page.screenshot({ path: shot('enterprise-result-rejected-en') });

  // Correct and resubmit: the form comes back filled in; a bad credit code is refused in English, nothing sent.
  await page.getByRole('button', { name: 'Correct and submit again' }).click();
  await expect(page).toHaveURL(/\/enterpriseRegistration$/, SLOW);
  await expect(field(page, 'Company name')).toHaveValue('苏州第二建设有限公司');
  const calls = countGatewayCalls(page);
  await field(page, 'Unified social credit code').fill('9132');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The unified social credit code is 18 letters or digits' })).toBeVisible();
  expect(calls.count).toBe(0);
  await page.screenshot({ path: shot('enterprise-step1-en') });
  await field(page, 'Unified social credit code').fill('91320500MA1XYZ1234');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enterpriseRegistration\/stepTow_first_in$/, SLOW);
  await field(page, 'Company bank account number').fill('12ab');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter 1 to 30 digits' })).toBeVisible();
  await page.screenshot({ path: shot('enterprise-step2-en') });
  // Leaving and coming back later: step two again, as an unfinished application.
  await page.goto(`${live.url}/enterpriseRegistration`);
  await expect(page).toHaveURL(/\/enterpriseRegistration\/stepTow$/, SLOW);
  await expect(page.getByText('You have an unfinished application. Complete step two.')).toBeVisible();
  await page.screenshot({ path: shot('enterprise-step2-resume-en') });
});
