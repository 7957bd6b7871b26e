"""HR domain (AMIS Nhân sự / Chấm công): 20 tasks on leave, approvals, overtime and staff records.

Leave requests that respect the handbook (no advance leave: excess days become a separate KL
request plus an HCNS-Chế độ ticket), approvals limited to one's own reports, leave types by
purpose with their day limits, overtime under the 40 h/month cap, the 27/4/2026 nghỉ bù, and
namesakes resolved by department or manager. Tasks in :mod:`.tasks`, reference and deliberately
wrong solutions in :mod:`.oracle`.
"""
