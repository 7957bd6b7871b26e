"""Recruitment tools (AMIS Tuyển dụng): 12 tools, 6 of them write.

Rules enforced here (each refusal is a :class:`Refused` with a message the model can act on):

* candidates move only forward, only while *Đang xử lý*, and only past a *Phỏng vấn* round
  whose panel verdict is *Đạt* (a strict majority of the posting's hội đồng concluded Đạt);
  *Nhận việc* needs an accepted offer;
* interviews are never in the past, on a weekend or a company holiday, outside 08:00–18:00,
  with an interviewer who has left or is on approved leave, or double-booked for an
  interviewer or the candidate; a given room must exist (office.rooms) and seat everyone;
* only a member of the posting's panel evaluates, once per round;
* an offer needs the candidate at the *Offer* stage, a probation within BLLĐ 2019 Đ25 for the
  posting's degree requirement and a salary of at least the regional minimum wage; a salary
  above the posting's band is *flagged* (``warning``), not refused;
* CCCD and home address are never returned.

Modules: :mod:`.postings` (job postings), :mod:`.candidates` (search, view, move, reject),
:mod:`.interviews` (interview schedule and the panel's evaluations), :mod:`.offers` (offer
letters); shared lookups, limits and checks live in :mod:`._helpers`.
"""

from avabench.tools.recruitment import candidates, interviews, offers, postings
from avabench.tools.recruitment._helpers import (
    MAX_AHEAD_DAYS,
    MAX_SALARY_VND,
    MIN_WAGE_VND,
    NOT_ENOUGH,
    SENSITIVE_FIELDS,
    WORK_END,
    WORK_START,
    panel_verdict,
    round_half,
)
from avabench.tools.recruitment.candidates import (
    recruitment_get_candidate,
    recruitment_move_candidate_stage,
    recruitment_reject_candidate,
    recruitment_search_candidates,
    recruitment_skill_sumarize_cv,
)
from avabench.tools.recruitment.interviews import (
    recruitment_add_evaluation,
    recruitment_list_evaluations,
    recruitment_list_interviews,
    recruitment_schedule_interview,
)
from avabench.tools.recruitment.offers import recruitment_create_offer
from avabench.tools.recruitment.postings import (
    recruitment_search_job_postings,
    recruitment_update_job_posting,
)

__all__ = [
    "MAX_AHEAD_DAYS",
    "MAX_SALARY_VND",
    "MIN_WAGE_VND",
    "NOT_ENOUGH",
    "SENSITIVE_FIELDS",
    "WORK_END",
    "WORK_START",
    "candidates",
    "interviews",
    "offers",
    "panel_verdict",
    "postings",
    "recruitment_add_evaluation",
    "recruitment_create_offer",
    "recruitment_get_candidate",
    "recruitment_list_evaluations",
    "recruitment_list_interviews",
    "recruitment_move_candidate_stage",
    "recruitment_reject_candidate",
    "recruitment_schedule_interview",
    "recruitment_search_candidates",
    "recruitment_search_job_postings",
    "recruitment_skill_sumarize_cv",
    "recruitment_update_job_posting",
    "round_half",
]
