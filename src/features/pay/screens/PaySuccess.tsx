import { PayResultView } from '../components/PayResultView';
import '../components/pay.css';

/** /pay/success: the result of an online payment (wechat, alipay, erp, wallet). */
export default function PaySuccess() {
  return <PayResultView path="/pay/success" kind="online" />;
}
