import { ProviderPay } from '../components/ProviderPay';
import '../components/pay.css';

/** /pay/alipay: pay with Alipay (native pay in the app, the provider page in a browser). */
export default function PayAlipay() {
  return <ProviderPay way="alipay" />;
}
