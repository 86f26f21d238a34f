// @vitest-environment happy-dom
// Bad input in the artificial-stone project form (/artificialStone/projectManagement/add, stone.addProject):
// name and address required, no control characters (validation.yaml plainText, named before the length)
// and within projectName / projectAddress; the contact plainText and at most 20 characters; the mobile and
// the planned quantity by their §5 rules; the end date not before the start. Every generated bad value
// shows a catalogue message and sends nothing.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import ProjectAdd from '../../../src/features/stone/screens/ProjectAdd.tsx';
import { setToken } from '../../../src/lib/session/index.ts';
import { badMobile, badProjectQuantity, blank, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

const good = {
  projectName: '滨江住宅精装台面',
  projectAddress: '上海市徐汇区龙腾大道',
  contactName: '王建国',
  contactMobile: '13700000022',
  plannedQuantity: '850.5',
};
type Field = keyof typeof good;
const label: Record<Field, string> = {
  projectName: message('stone.add.name'),
  projectAddress: message('stone.add.address'),
  contactName: message('stone.add.contactName'),
  contactMobile: message('stone.add.contactMobile'),
  plannedQuantity: message('stone.add.plannedQuantity'),
};

/** Opens the form, types the good values with `field` replaced by `value`, and returns the fake gateway. */
async function openFilled(field: Field | null, value: string) {
  clearScreen();
  setUpScreenTest();
  setToken('token-1');
  const gateway = installGateway({});
  renderScreen('/artificialStone/projectManagement/add', <ProjectAdd />);
  const values = field === null ? good : { ...good, [field]: value };
  for (const [name, v] of Object.entries(values) as [Field, string][]) paste(await screen.findByRole('textbox', { name: label[name] }), v);
  return gateway;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: message('stone.add.submit') }));

async function refuses(field: Field, value: string, text: string) {
  const gateway = await openFilled(field, value);
  await expectRefused(gateway, save, text);
}

/**
 * Picks a day in the form's date picker (antd-mobile's, opened by the field's button): `yearsBack` years
 * before the day it opens on (today), through the wheel's accessible "previous" button, then confirms.
 * Returns the day the field then shows.
 */
async function pickDay(name: string, yearsBack: number): Promise<string> {
  const field = screen.getByRole('button', { name });
  fireEvent.click(field);
  // The picker has no role of its own: it is the popup titled with the field's label.
  const picker = await waitFor(
    () => {
      const title = screen.getAllByText(name).find((element) => element.closest('.adm-picker-popup'));
      if (!title) throw new Error(`no date picker titled ${name}`);
      return title.closest<HTMLElement>('.adm-picker-popup')!;
    },
    { timeout: 5000 },
  );
  const year = () =>
    within(picker)
      .getAllByRole('button', { name: /^当前选择的是：/ })[0]!
      .getAttribute('aria-label');
  for (let i = 0; i < yearsBack; i += 1) {
    const before = year();
    fireEvent.click(within(picker).getAllByRole('button', { name: /^选择上一项：/ })[0]!);
    await waitFor(() => expect(year()).not.toBe(before));
  }
  // The wheel hands its choice to the picker through a debounced effect (antd-mobile PickerView): let it land.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.click(within(picker).getByRole('button', { name: message('common.ok') }));
  await waitFor(() => expect(field.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/));
  return field.textContent!;
}

describe('stone project form with bad input', () => {
  it('should name a blank name or address', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Field>('projectName', 'projectAddress'), blank, (field, value) =>
        refuses(field, value, message(field === 'projectName' ? 'stone.add.nameRequired' : 'stone.add.addressRequired')),
      ),
      formRuns,
    );
  });

  it('should refuse a name over 50 or an address over 200 characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          oversize(50).map((v) => ['projectName', v, message('validation.projectName')] as const),
          oversize(200).map((v) => ['projectAddress', v, message('validation.projectAddress')] as const),
        ),
        ([field, value, text]) => refuses(field, value, text),
      ),
      formRuns,
    );
  });

  it('should name a control or bidi character in the name, address or contact before its length', async () => {
    // Short, or over the field's length: a text with a control character names the character, not the length.
    const texts = fc.constantFrom<Field>('projectName', 'projectAddress', 'contactName').chain((field) =>
      fc
        .constantFrom(good[field], `${good[field]}${'号'.repeat(200)}`)
        .chain((base) => withControlChar(base))
        .map((value) => [field, value] as const),
    );
    await fc.assert(
      fc.asyncProperty(texts, ([field, value]) => refuses(field, value, message('validation.plainText'))),
      formRuns,
    );
  });

  it('should refuse a contact over 20 characters', async () => {
    await fc.assert(
      fc.asyncProperty(oversize(20), (value) => refuses('contactName', value, message('stone.add.contactTooLong'))),
      formRuns,
    );
  });

  it('should refuse a bad contact mobile or planned quantity', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badMobile.map((v) => ['contactMobile', v, message('validation.mobile')] as const),
          badProjectQuantity.map((v) => ['plannedQuantity', v, message('validation.projectQuantity')] as const),
        ),
        ([field, value, text]) => refuses(field, value, text),
      ),
      formRuns,
    );
  });

  it('should take a script payload in the name and address as text', async () => {
    // Not bad input (validation.yaml plainText): the project is saved with the payload as its text.
    await fc.assert(
      fc.asyncProperty(scriptPayload, async (payload) => {
        clearScreen();
        setUpScreenTest();
        setToken('token-1');
        const gateway = installGateway({
          'stone.addProject': ok({ projectId: 'p_1', projectName: payload, projectAddress: payload, shippedQuantity: '0', unit: '平方米', status: 'active' }),
        });
        renderScreen('/artificialStone/projectManagement/add', <ProjectAdd />);
        for (const name of ['projectName', 'projectAddress'] as const) paste(await screen.findByRole('textbox', { name: label[name] }), payload);
        save();
        await screen.findByText(message('stone.add.saved'));
        const sent = gateway.calls('stone.addProject');
        expect(sent).toHaveLength(1);
        expect(await sent[0]!.clone().json()).toMatchObject({ projectName: payload, projectAddress: payload });
      }),
      { numRuns: 3 },
    );
  });

  it('should refuse an end date before the start date', async () => {
    const gateway = await openFilled(null, '');
    // The works start today and would end a year earlier.
    const start = await pickDay(message('stone.add.startDate'), 0);
    const end = await pickDay(message('stone.add.endDate'), 1);
    expect(end < start, `${end} before ${start}`).toBe(true);
    await expectRefused(gateway, save, message('stone.add.dateOrder'));
  });
});
