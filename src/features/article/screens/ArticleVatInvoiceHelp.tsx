import { ArticlePage } from '../components/ArticlePage';

/** /article/vatinvoice-help: how to get VAT special invoices (article type vatinvoice-help). */
export default function ArticleVatInvoiceHelp() {
  return <ArticlePage path="/article/vatinvoice-help" />;
}
