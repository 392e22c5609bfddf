import io
import json
import os
import tempfile
import csv

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "metrics.csv")
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["epoch", "loss", "acc"])
        w.writeheader()
        for e in range(3):
            w.writerow({"epoch": e, "loss": round(1 / (e + 1), 3), "acc": 0.5 + e / 10})
    with open(path) as f:
        rows = list(csv.DictReader(f))
    print(rows[0], len(rows), [float(r["loss"]) for r in rows])
    jpath = os.path.join(d, "cfg.json")
    with open(jpath, "w") as f:
        json.dump({"a": [1, 2], "b": {"c": None}}, f)
    print(os.path.exists(jpath), os.path.basename(jpath), os.path.splitext(jpath)[1], sorted(os.listdir(d)))
    with open(jpath) as f:
        print(json.load(f))
print(os.path.join("a", "b", "c.txt"), os.path.dirname("/x/y/z.py"), os.sep)
buf = io.StringIO()
writer = csv.writer(buf)
writer.writerows([["x", "y"], [1, "a,b"], [2, 'q"t']])
print(repr(buf.getvalue()))
print(list(csv.reader(io.StringIO('1,"a,b",3\n4,5,6\n'))))
