# Experiment bookkeeping: json round-trips of metrics, io.StringIO, sys.stdout.write, pprint, csv, logging to a stream.
import csv
import io
import json
import logging
import pprint
import sys
import torch

metrics = {"epoch": 3, "loss": round(0.123456, 4), "acc": [0.5, 0.75], "tags": ("a", "b"), "best": None, "ok": True}
s = json.dumps(metrics, indent=2, sort_keys=True)
print(s)
back = json.loads(s)
print(back == metrics, back["tags"], type(back["tags"]).__name__)
print(json.dumps({"t": torch.tensor([1.5, 2.0]).tolist(), "n": torch.tensor(3).item()}))
try:
    json.dumps({"t": torch.ones(1)})
except TypeError as e:
    print("TypeError:", e)

buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["step", "loss"])
for step, loss in enumerate([0.9, 0.5, 0.25]):
    w.writerow([step, loss])
print(repr(buf.getvalue()))
rows = list(csv.DictReader(io.StringIO(buf.getvalue())))
print(rows[1], float(rows[2]["loss"]) * 2)

sys.stdout.write("direct write\n")
print("to stringio", file=buf, end="!")
print(buf.getvalue().splitlines()[-1])
pprint.pprint({"layers": [{"name": f"fc{i}", "shape": [4, 4], "params": 20} for i in range(3)], "total": 60})

stream = io.StringIO()
logger = logging.getLogger("train")
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
logger.addHandler(handler)
logger.setLevel(logging.INFO)
logger.info("epoch %d loss %.3f", 1, 0.5)
logger.debug("hidden")
logger.warning("lr=%s", 1e-3)
print(stream.getvalue(), end="")
print(json.dumps([1, 2.5, "x"], separators=(",", ":")), json.loads("[1e3, -0.0]"))
