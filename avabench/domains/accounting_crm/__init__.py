"""Accounting and CRM tasks (Kế toán / CRM): receipts and allocation, invoice debt status, debt
reminders and reports that stay per customer and inside the company, routing customer mail to
the owner or the owner's manager, opportunity updates with the forecast in the reply, and VAT
8 % vs 10 % from the policy document.

``tasks.py`` builds the 20 tasks (8 hard, 12 basic); ``oracle.py`` holds the reference scripts
and the deliberately wrong ones.
"""
