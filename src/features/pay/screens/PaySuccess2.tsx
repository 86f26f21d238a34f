import { PayResultView } from '../components/PayResultView';

/** /pay/success2: a bank transfer or offline payment was sent; the seller confirms it. */
export default function PaySuccess2() {
  return <PayResultView kind="offline" />;
}
