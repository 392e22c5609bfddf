from pathlib import Path, PurePosixPath
import os

p = PurePosixPath("/data/runs/exp1/model.pt")
print(p.name, p.stem, p.suffix, p.parent, p.parent.name)
print(p.parts)
q = Path("checkpoints") / "epoch_10" / "model.pth"
print(q, q.suffix, q.with_suffix(".bin"), q.with_name("opt.pth"))
print(str(q.parent), q.is_absolute(), Path("/a/b").is_absolute())
print(Path("a/b/c.tar.gz").suffixes, Path("a/b/c.tar.gz").stem)
print(os.path.join("logs", "run1", "events.txt"), os.path.splitext("x/y.txt"), os.path.basename("/a/b.py"))
print(os.path.dirname("/a/b/c.py"), os.path.split("/a/b"))
names = [Path(f"ckpt_{i:03d}.pt") for i in (3, 10, 1)]
print(sorted(n.name for n in names))
print(PurePosixPath("a", "b", "c"), Path("x").joinpath("y", "z"))
print(Path("/a/b/c").relative_to("/a"), Path("a/./b").as_posix())
print(Path("model.PT").suffix.lower() == ".pt")
print(repr(PurePosixPath("/tmp/x")))
