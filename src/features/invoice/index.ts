/** Public API of the invoice feature (what other features may import). */
export { OrderInvoiceView } from './components/InvoiceCardsOfOrder';
