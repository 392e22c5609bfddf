import csv
import io
import os
import pathlib
import tempfile
import torch

with tempfile.TemporaryDirectory() as tmp:
    root = pathlib.Path(tmp)
    (root / "ckpt").mkdir()
    p = root / "ckpt" / "model.pt"
    torch.manual_seed(0)
    sd = torch.nn.Linear(2, 2).state_dict()
    torch.save(sd, p)
    print(p.exists(), p.suffix, p.stem, p.name, p.parent.name, p.stat().st_size > 0)
    loaded = torch.load(p)
    print(all(torch.equal(loaded[k], sd[k]) for k in sd))
    log = root / "log.txt"
    log.write_text("epoch,loss\n1,0.5\n2,0.25\n")
    with open(log) as f:
        rows = list(csv.DictReader(f))
    print(rows, log.read_text().count("\n"))
    with open(root / "out.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["a", "b"])
        w.writerows([[1, 2.5], ["x,y", None]])
    print(repr((root / "out.csv").read_text()))
    print(sorted(x.name for x in root.iterdir()), sorted(os.listdir(root)), [q.name for q in root.glob("*.txt")])
    print(sorted(str(q.relative_to(root)) for q in root.rglob("*")))
    with open(root / "bin.dat", "wb") as f:
        f.write(bytes(range(5)))
    print((root / "bin.dat").read_bytes(), os.path.getsize(root / "bin.dat"))
    (root / "log.txt").unlink()
    print((root / "log.txt").exists(), os.path.isdir(root / "ckpt"), os.path.isfile(p))
print(root.exists())
pp = pathlib.PurePosixPath("/a/b/c.tar.gz")
print(pp.suffixes, pp.parts, pp.with_suffix(".zip"), pp.with_name("d.txt"), pp.parent.parent, pp.is_absolute(), pathlib.PurePosixPath("x") / "y" / "z.py")
buf = io.StringIO("line1\nline2\n")
print(buf.readline(), buf.readlines(), buf.read(), buf.tell())
bb = io.BytesIO()
bb.write(b"abc")
bb.seek(1)
print(bb.read(), bb.getvalue(), len(bb.getvalue()))
