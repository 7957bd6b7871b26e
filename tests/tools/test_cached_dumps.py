"""The tools share one JSON form per frozen record (``cached_dump``) and one summary per message
(the mail search): no tool may change either."""

from __future__ import annotations

from avabench.env import Episode
from avabench.loader import default_suite
from avabench.tools.mail._helpers import _build_summary
from avabench.world import derived


def test_no_reference_script_changes_a_shared_json_form() -> None:
    suite = default_suite()
    derived._RECORD_VALUES.clear()
    runs = 0
    for task in suite.tasks:
        # the references and their correct variants read (and so dump) what the tasks show
        scripts = [suite.oracles.get(task.id), *suite.alternates.get(task.id, [])]
        for script in filter(None, scripts):
            try:
                Episode(task, 0, 0).run_script(script)
            except ValueError:  # a reference into a failed call
                continue
            runs += 1
    forms = [
        (rec, value) for (what, _), (rec, value) in derived._RECORD_VALUES.items() if what == "dump"
    ]
    assert runs > 300 and len(forms) > 500
    changed = [rec.id for rec, value in forms if value != rec.model_dump(mode="json")]
    assert changed == []
    summaries = [
        (rec, value)
        for (what, _), (rec, value) in derived._RECORD_VALUES.items()
        if what == ("mail", "summary")
    ]
    assert len(summaries) > 20
    assert [rec.id for rec, value in summaries if value != _build_summary(rec)] == []
