// @vitest-environment happy-dom
// Bad input in the waybill reassignment (/waybill/reassign, waybill.reassign): the reason, a multi-line
// text the gateway takes with plainParagraphs and 1 to 200 characters. The take time is moved (another
// date chip) so that only the reason can be wrong; every generated bad reason shows a catalogue message
// and sends nothing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import WaybillReassign from '../../../src/features/waybill/screens/WaybillReassign.tsx';
import { clearDraft } from '../../../src/features/waybill/store.ts';
import { takeDateOptions } from '@/domain';
import { blank, controlCharInText, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  clearDraft();
  sessionStorage.clear();
  tearDownScreenTest();
});

/** A truck waybill not left yet, taken tomorrow: its address and take time may both change. */
function waybill() {
  const [, tomorrow] = takeDateOptions(new Date());
  return {
    waybillId: 'wb_1',
    waybillNo: 'YD202611210001',
    orderId: 'ord_1',
    status: 'waiting',
    transportMode: 'truck',
    goodsName: 'C30 混凝土',
    quantity: '12',
    unit: '方',
    addressId: 'addr_1',
    unloadingAddress: '上海市浦东新区春东路508号',
    takeTime: tomorrow!.id,
    timeSlot: '030020500',
    canReassign: true,
    events: [],
  };
}

/** Opens the form, moves the take time to the day after tomorrow, types `reason` and expects `text` and no request. */
async function reasonRefused(reason: string, text: string) {
  clearScreen();
  clearDraft();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({ 'waybill.detail': ok(waybill()) });
  renderScreen('/waybill/reassign?waybillId=wb_1', <WaybillReassign />);
  const later = await screen.findByRole('button', { name: takeDateOptions(new Date())[2]!.text });
  fireEvent.click(later);
  const field = screen.getByRole('textbox', { name: message('waybill.reassign.reason') });
  paste(field, reason);
  // The draft is a valtio store: the screen shows (and submits) what it holds once its snapshot has updated.
  await waitFor(() => {
    expect(later.getAttribute('aria-pressed')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe(reason);
  });
  await expectRefused(gateway, () => fireEvent.click(screen.getByRole('button', { name: message('waybill.reassign.submit') })), text);
}

describe('waybill reassignment reason with bad input', () => {
  it('should refuse an empty or blank reason', async () => {
    await fc.assert(
      fc.asyncProperty(blank, (reason) => reasonRefused(reason, message('waybill.reassign.reasonRequired'))),
      { numRuns: 3 },
    );
  });

  it('should name an invisible control or bidi character, before the length, and send nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          withControlChar('工地临时变更卸货点，\n请联系门卫。', controlCharInText),
          // A control character in a reason that is also too long: the character is what the buyer must fix.
          oversize(200).chain((long) => withControlChar(long, controlCharInText)),
        ),
        (reason) => reasonRefused(reason, message('validation.plainParagraphs')),
      ),
      { numRuns: 4 },
    );
  });

  it('should refuse a reason over 200 characters, a script payload included', async () => {
    await fc.assert(
      fc.asyncProperty(oversize(200), scriptPayload, (long, payload) => reasonRefused(`${payload}${long}`, message('waybill.reassign.reasonTooLong'))),
      { numRuns: 3 },
    );
  });
});
