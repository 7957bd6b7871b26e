"""CRM tools (AMIS CRM / AMIS Bán hàng): 11 tools, 5 of them write.

Customers, contacts, leads, opportunities and activities. The owner of a record is its
"Chủ sở hữu" (an employee); "Bàn giao" moves a customer and its open work to another active
employee. Opportunity stages carry a fixed success rate and a derived forecast type.
"""

from avabench.tools.crm import activities, customers, leads, opportunities
from avabench.tools.crm._helpers import (
    MAX_MONEY_VND,
    MAX_TEXT,
    MAX_YEARS_AHEAD,
    MERGED_PROVINCES,
    PROVINCES,
    normalize_email,
    normalize_phone,
    resolve_province,
)
from avabench.tools.crm.activities import crm_create_activity, crm_list_activities
from avabench.tools.crm.customers import (
    crm_get_customer,
    crm_list_contacts,
    crm_search_customer,
    crm_transfer_owner,
    crm_update_customer,
)
from avabench.tools.crm.leads import crm_search_leads
from avabench.tools.crm.opportunities import (
    crm_create_opportunity,
    crm_search_opportunities,
    crm_update_opportunity,
)

__all__ = [
    "MAX_MONEY_VND",
    "MAX_TEXT",
    "MAX_YEARS_AHEAD",
    "MERGED_PROVINCES",
    "PROVINCES",
    "activities",
    "crm_create_activity",
    "crm_create_opportunity",
    "crm_get_customer",
    "crm_list_activities",
    "crm_list_contacts",
    "crm_search_customer",
    "crm_search_leads",
    "crm_search_opportunities",
    "crm_transfer_owner",
    "crm_update_customer",
    "crm_update_opportunity",
    "customers",
    "leads",
    "normalize_email",
    "normalize_phone",
    "opportunities",
    "resolve_province",
]
