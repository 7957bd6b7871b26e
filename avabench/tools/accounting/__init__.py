"""Accounting tools (AMIS Kế toán + MISA meInvoice): 11 tools, 5 of them write.

Customers live in ``crm.customers``; the accounting side of a customer (payment term, credit
limit, salesperson, branch) in ``accounting.customer_accounts``. Money is whole VND.
"""

from avabench.tools.accounting import invoices, payment_terms, receipts, receivables
from avabench.tools.accounting.invoices import (
    InvoiceLineInput,
    acc_create_sales_invoice,
    acc_get_invoice,
    acc_issue_einvoice,
    acc_search_invoices,
    acc_update_invoice_status,
)
from avabench.tools.accounting.payment_terms import acc_list_payment_terms, acc_update_payment_term
from avabench.tools.accounting.receipts import (
    AllocationInput,
    acc_create_receipt,
    acc_list_receipts,
)
from avabench.tools.accounting.receivables import acc_get_customer_debt, acc_get_receivable_aging

__all__ = [
    "AllocationInput",
    "InvoiceLineInput",
    "acc_create_receipt",
    "acc_create_sales_invoice",
    "acc_get_customer_debt",
    "acc_get_invoice",
    "acc_get_receivable_aging",
    "acc_issue_einvoice",
    "acc_list_payment_terms",
    "acc_list_receipts",
    "acc_search_invoices",
    "acc_update_invoice_status",
    "acc_update_payment_term",
    "invoices",
    "payment_terms",
    "receipts",
    "receivables",
]
