"""The known-failures list both gates keep (conformance_gate.py, peer_gate.py).

A list holds one case path per line; progress shows up as a diff of it.
compare() rewrites the list on --update, then says which failures are new
(regressions) and which listed cases pass now, printing the report lines
both gates share.
"""
import os


def compare(failing, fatal, list_path, update, gate_script, check_fixed=True):
    """Prints the crash, regression and progress lines; returns the regressions."""
    if update:
        with open(list_path, "w") as f:
            f.write("".join(c + "\n" for c in failing))
        print(f"wrote {len(failing)} known failures to {list_path}")
    known = set()
    if os.path.exists(list_path):
        known = {l.strip() for l in open(list_path) if l.strip() and not l.startswith("#")}
    regressions = [c for c in failing if c not in known]
    fixed = [c for c in sorted(known) if c not in failing] if check_fixed else []
    for c, why in fatal:
        print(f"CRASH/HANG {c}: {why}")
    for c in regressions:
        print(f"REGRESSION {c}")
    if fixed:
        print(f"{len(fixed)} known failures now pass; run scripts/{gate_script} --update")
    return regressions
