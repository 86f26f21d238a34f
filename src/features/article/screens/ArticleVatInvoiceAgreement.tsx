import { ArticlePage } from '../components/ArticlePage';

/** /article/vatinvoice-agree: the VAT special invoice qualification confirmation (article type vatinvoice-agree). */
export default function ArticleVatInvoiceAgreement() {
  return <ArticlePage path="/article/vatinvoice-agree" />;
}
