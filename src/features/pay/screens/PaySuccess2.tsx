import { PayResultView } from '../components/PayResultView';
import '../components/pay.css';

/** /pay/success2: a bank transfer or offline payment was sent; the seller confirms it. */
export default function PaySuccess2() {
  return <PayResultView path="/pay/success2" kind="offline" />;
}
