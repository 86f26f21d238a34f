import { ProviderPay } from '../components/ProviderPay';
import '../components/pay.css';

/** /pay/wechat: pay with WeChat Pay (native pay in the app, the provider page in a browser). */
export default function PayWechat() {
  return <ProviderPay way="wechat" />;
}
