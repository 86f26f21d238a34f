import { PayResultView } from '../components/PayResultView';

/** /pay/success: the result of an online payment (wechat, alipay, erp, wallet). */
export default function PaySuccess() {
  return <PayResultView kind="online" />;
}
