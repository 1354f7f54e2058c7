// Payment providers: how an invoice is paid. The shipped provider is bank transfer: the invoice shows the seller's
// bank account and a reference for the transfer's description, and an administrator marks the invoice paid when the
// money arrives (back office, Payments). Another provider (a card gateway) implements the same interface and
// confirms through its own callback route calling `BillingService.markPaid`.
import type { BillingConfig } from '../../../config';

export type Lang = 'tr' | 'en' | 'ru';

export interface PaymentInstruction {
  /** A stable key (the front end and the PDF label it in the reader's language). */
  key: 'bank' | 'iban' | 'holder' | 'reference';
  value: string;
}

export interface PaymentProvider {
  /** Stored in `invoices.payment_provider`. */
  readonly id: string;
  /** The reference the buyer quotes with the payment (unique per invoice). */
  reference(invoice: { number: string }): string;
  /** How to pay this invoice. */
  instructions(invoice: { number: string; reference: string }): PaymentInstruction[];
}

export class BankTransferProvider implements PaymentProvider {
  readonly id = 'bank_transfer';

  constructor(private readonly bank: BillingConfig['bank']) {}

  reference(invoice: { number: string }): string {
    return invoice.number;
  }

  instructions(invoice: { number: string; reference: string }): PaymentInstruction[] {
    return [
      { key: 'bank', value: this.bank.name },
      { key: 'holder', value: this.bank.holder },
      { key: 'iban', value: this.bank.iban },
      { key: 'reference', value: invoice.reference },
    ];
  }
}
