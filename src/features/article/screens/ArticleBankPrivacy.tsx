import { ArticlePage } from '../components/ArticlePage';

/** /article/bank-private: the privacy policy of the bank services (article type bank-private). */
export default function ArticleBankPrivacy() {
  return <ArticlePage path="/article/bank-private" />;
}
