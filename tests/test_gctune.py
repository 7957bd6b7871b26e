from __future__ import annotations

import subprocess
import sys


def test_the_cli_tunes_the_collector_and_a_library_import_does_not() -> None:
    code = (
        "import gc; default = gc.get_threshold()[0]; import avabench.env, avabench.app; "
        "before = gc.get_threshold()[0] == default; "
        "from typer.testing import CliRunner; "
        "r = CliRunner().invoke(avabench.app.app, ['list-tools']); "
        "print(before, gc.get_threshold()[0], gc.get_freeze_count() > 0, r.exit_code)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.split() == ["True", "20000", "True", "0"], out.stdout + out.stderr


def test_tuning_happens_once_per_process() -> None:
    code = (
        "import gc; from avabench.gctune import tune; tune(); n = gc.get_freeze_count(); "
        "junk = [[] for _ in range(1000)]; tune(); print(gc.get_freeze_count() == n)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "True", out.stdout + out.stderr
