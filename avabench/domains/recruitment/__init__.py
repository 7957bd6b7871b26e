"""Recruitment domain (AMIS Tuyển dụng): 20 tasks (8 hard, 12 basic) and their reference scripts.

Themes: interview scheduling that combines the recruitment process (room with ≥ 6 seats, panel
members free, no holidays) with the booking policy (smallest free room, BGĐ-only room excluded,
pending bookings still hold a room) and the invitation mail; CV summaries for the right
candidate among namesakes, kept inside @minhlong.vn; offers within the BLLĐ 2019 Đ25 probation
cap and the posting's salary band; stage moves by the panel's majority verdict (missing
evaluations are not failures); postings opened, paused, extended and closed by the data.
"""
