"""The office domain (Mail and others): mail, AMIS Quy trình approvals, meeting rooms and calendar,
helpdesk tickets, assistant memory and handbook questions (``document_qa``).

20 tasks (8 hard, 12 basic) in :mod:`.tasks`; reference and deliberately wrong solutions in
:mod:`.oracle`.
"""
