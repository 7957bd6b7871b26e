"""Mail tools (AMIS Mail, AVA skill family ``amismail_*``): 10 tools, 5 of them write.

Every tool works in the mailbox of the current user (``world.context.current_user_id``). A sent
mail is stored as the sender's copy in *Đã gửi* plus one copy in the *Hộp thư đến* of every
internal recipient (group addresses expand to their members); external recipients only appear
in the address fields.
"""

from avabench.tools.mail import directory, drafts, inbox, sending
from avabench.tools.mail._helpers import MAX_BODY, MAX_RECIPIENTS, MAX_SUBJECT, SNIPPET
from avabench.tools.mail.directory import (
    amismail_get_signature,
    amismail_list_templates,
    amismail_search_address_book,
)
from avabench.tools.mail.drafts import amismail_save_draft, amismail_send_draft
from avabench.tools.mail.inbox import amismail_read_mail, amismail_search_mail
from avabench.tools.mail.sending import (
    amismail_forward_mail,
    amismail_reply_mail,
    amismail_write_mail,
)

__all__ = [
    "MAX_BODY",
    "MAX_RECIPIENTS",
    "MAX_SUBJECT",
    "SNIPPET",
    "amismail_forward_mail",
    "amismail_get_signature",
    "amismail_list_templates",
    "amismail_read_mail",
    "amismail_reply_mail",
    "amismail_save_draft",
    "amismail_search_address_book",
    "amismail_search_mail",
    "amismail_send_draft",
    "amismail_write_mail",
    "directory",
    "drafts",
    "inbox",
    "sending",
]
